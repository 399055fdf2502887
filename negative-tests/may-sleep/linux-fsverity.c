// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/fsverity.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_FS_VERITY
 */
#include <linux/irqflags.h>
#include <linux/fsverity.h>

static void __used may_sleep_fsverity_ioctl_enable(struct file *a0, const void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)fsverity_ioctl_enable(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
