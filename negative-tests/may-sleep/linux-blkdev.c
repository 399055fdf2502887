// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/blkdev.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/blkdev.h>

static void __used may_sleep_blk_sync_queue(struct request_queue *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	blk_sync_queue(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_del_gendisk(struct gendisk *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	del_gendisk(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_submit_bio_noacct(struct bio *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	submit_bio_noacct(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
