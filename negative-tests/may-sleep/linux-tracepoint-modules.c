// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/tracepoint.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_MODULES
 */
#include <linux/irqflags.h>
#include <linux/tracepoint.h>

static void __used may_sleep_for_each_module_tracepoint(__typeof__(void (*)(struct tracepoint *, struct module *, void *)) a0, void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	for_each_module_tracepoint(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_register_tracepoint_module_notifier(struct notifier_block *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_tracepoint_module_notifier(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_tracepoint_module_notifier(struct notifier_block *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)unregister_tracepoint_module_notifier(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
