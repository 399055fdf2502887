// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/once.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/once.h>

static void __used may_sleep___do_once_sleepable_start(bool *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__do_once_sleepable_start(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
