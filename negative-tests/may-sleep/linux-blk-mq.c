// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/blk-mq.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/blk-mq.h>

static void __used may_sleep_blk_mq_destroy_queue(struct request_queue *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	blk_mq_destroy_queue(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_blk_mq_freeze_queue_wait(struct request_queue *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	blk_mq_freeze_queue_wait(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_blk_mq_freeze_queue_wait_timeout(struct request_queue *a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)blk_mq_freeze_queue_wait_timeout(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_blk_mq_update_nr_hw_queues(struct blk_mq_tag_set *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	blk_mq_update_nr_hw_queues(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
