// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/component.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/component.h>

static void __used may_sleep_component_del(struct device *a0, const struct component_ops *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	component_del(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_component_master_add_with_match(struct device *a0, const struct component_master_ops *a1, struct component_match *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)component_master_add_with_match(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_component_master_del(struct device *a0, const struct component_master_ops *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	component_master_del(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
