// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/namei.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/namei.h>

static void __used may_sleep_lock_rename(struct dentry *a0, struct dentry *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)lock_rename(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_lock_rename_child(struct dentry *a0, struct dentry *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)lock_rename_child(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
