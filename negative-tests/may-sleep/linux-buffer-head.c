// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/buffer_head.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/buffer_head.h>

static void __used may_sleep_lock_buffer(struct buffer_head *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lock_buffer(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_on_buffer(struct buffer_head *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	wait_on_buffer(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
