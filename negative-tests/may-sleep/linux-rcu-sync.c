// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/rcu_sync.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/rcu_sync.h>

static void __used may_sleep_rcu_sync_enter(struct rcu_sync *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rcu_sync_enter(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
