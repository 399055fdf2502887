// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/blktrace_api.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_BLK_DEV_IO_TRACE
 */
#include <linux/irqflags.h>
#include <linux/blktrace_api.h>

static void __used may_sleep_blk_trace_ioctl(struct block_device *a0, unsigned int a1, char *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)blk_trace_ioctl(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_blk_trace_remove(struct request_queue *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)blk_trace_remove(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_blk_trace_setup(struct request_queue *a0, char *a1, dev_t a2, struct block_device *a3, char *a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)blk_trace_setup(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_blk_trace_startstop(struct request_queue *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)blk_trace_startstop(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
