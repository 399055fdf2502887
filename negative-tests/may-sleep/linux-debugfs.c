// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/debugfs.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_DEBUG_FS
 */
#include <linux/irqflags.h>
#include <linux/debugfs.h>

static void __used may_sleep_debugfs_enter_cancellation(struct file *a0, struct debugfs_cancellation *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	debugfs_enter_cancellation(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	debugfs_leave_cancellation(a0, a1);
}

static void __used may_sleep_debugfs_leave_cancellation(struct file *a0, struct debugfs_cancellation *a1)
{
	debugfs_enter_cancellation(a0, a1);
#ifndef FIXED
	local_irq_disable();
#endif
	debugfs_leave_cancellation(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
