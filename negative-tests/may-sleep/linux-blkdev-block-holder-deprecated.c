// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/blkdev.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_BLOCK_HOLDER_DEPRECATED
 */
#include <linux/irqflags.h>
#include <linux/blkdev.h>

static void __used may_sleep_bd_link_disk_holder(struct block_device *a0, struct gendisk *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bd_link_disk_holder(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bd_unlink_disk_holder(struct block_device *a0, struct gendisk *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bd_unlink_disk_holder(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
