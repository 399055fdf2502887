// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mfd/si476x-core.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mfd/si476x-core.h>

static void __used may_sleep_si476x_core_lock(struct si476x_core *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	si476x_core_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
