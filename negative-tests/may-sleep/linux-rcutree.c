// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/rcutree.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/rcupdate.h>

static void __used may_sleep_kvfree_rcu_barrier(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kvfree_rcu_barrier();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rcu_barrier(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rcu_barrier();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_synchronize_rcu_expedited(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	synchronize_rcu_expedited();
#ifndef FIXED
	local_irq_enable();
#endif
}
