// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/srcu.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/srcu.h>

static void __used may_sleep_cleanup_srcu_struct(struct srcu_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	cleanup_srcu_struct(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_synchronize_srcu(struct srcu_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	synchronize_srcu(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
