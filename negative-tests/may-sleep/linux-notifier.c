// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/notifier.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/notifier.h>

static void __used may_sleep_atomic_notifier_chain_unregister(struct atomic_notifier_head *a0, struct notifier_block *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)atomic_notifier_chain_unregister(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_blocking_notifier_chain_unregister(struct blocking_notifier_head *a0, struct notifier_block *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)blocking_notifier_chain_unregister(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_srcu_notifier_chain_unregister(struct srcu_notifier_head *a0, struct notifier_block *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)srcu_notifier_chain_unregister(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
