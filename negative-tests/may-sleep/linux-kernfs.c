// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/kernfs.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/kernfs.h>

static void __used may_sleep_kernfs_activate(struct kernfs_node *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kernfs_activate(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_find_and_get_ns(struct kernfs_node *a0, const char *a1, const void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kernfs_find_and_get_ns(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_kill_sb(struct super_block *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kernfs_kill_sb(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_remove(struct kernfs_node *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kernfs_remove(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_remove_by_name_ns(struct kernfs_node *a0, const char *a1, const void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kernfs_remove_by_name_ns(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_remove_self(struct kernfs_node *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kernfs_remove_self(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_rename_ns(struct kernfs_node *a0, struct kernfs_node *a1, const char *a2, const void *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kernfs_rename_ns(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_setattr(struct kernfs_node *a0, const struct iattr *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kernfs_setattr(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_show(struct kernfs_node *a0, bool a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kernfs_show(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kernfs_walk_and_get_ns(struct kernfs_node *a0, const char *a1, const void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kernfs_walk_and_get_ns(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
