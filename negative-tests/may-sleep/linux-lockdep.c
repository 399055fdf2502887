// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/lockdep.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/lockdep.h>

static void __used may_sleep_lockdep_unregister_key(struct lock_class_key *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lockdep_unregister_key(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
