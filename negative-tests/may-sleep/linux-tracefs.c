// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/tracefs.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/tracefs.h>

static void __used may_sleep_eventfs_create_dir(const char *a0, struct eventfs_inode *a1, const struct eventfs_entry *a2, int a3, void *a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)eventfs_create_dir(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_eventfs_remove_dir(struct eventfs_inode *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	eventfs_remove_dir(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
