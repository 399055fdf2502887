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

static void __used may_sleep___register_blkdev(unsigned int a0, const char *a1, __typeof__(void (*)(dev_t)) a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__register_blkdev(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bd_abort_claiming(struct block_device *a0, void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bd_abort_claiming(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bd_prepare_to_claim(struct block_device *a0, void *a1, const struct blk_holder_ops *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bd_prepare_to_claim(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bdev_freeze(struct block_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bdev_freeze(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bdev_mark_dead(struct block_device *a0, bool a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bdev_mark_dead(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bdev_thaw(struct block_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bdev_thaw(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_blk_register_queue(struct gendisk *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)blk_register_queue(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

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

static void __used may_sleep_blk_unregister_queue(struct gendisk *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	blk_unregister_queue(a0);
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

static void __used may_sleep_disk_set_independent_access_ranges(struct gendisk *a0, struct blk_independent_access_ranges *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	disk_set_independent_access_ranges(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_queue_limits_set(struct request_queue *a0, struct queue_limits *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)queue_limits_set(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_queue_limits_start_update(struct request_queue *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)queue_limits_start_update(a0);
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

static void __used may_sleep_unregister_blkdev(unsigned int a0, const char *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	unregister_blkdev(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
