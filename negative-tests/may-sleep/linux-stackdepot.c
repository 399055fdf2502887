// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/stackdepot.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/stackdepot.h>

static void __used may_sleep_stack_depot_init(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)stack_depot_init();
#ifndef FIXED
	local_irq_enable();
#endif
}
