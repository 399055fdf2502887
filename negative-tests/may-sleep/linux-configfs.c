// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/configfs.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/configfs.h>

static void __used may_sleep_configfs_register_group(struct config_group *a0, struct config_group *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)configfs_register_group(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_configfs_register_subsystem(struct configfs_subsystem *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)configfs_register_subsystem(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_configfs_unregister_group(struct config_group *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	configfs_unregister_group(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_configfs_unregister_subsystem(struct configfs_subsystem *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	configfs_unregister_subsystem(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
