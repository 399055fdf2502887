// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/clocksource.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/clocksource.h>

static void __used may_sleep___clocksource_register_scale(struct clocksource *a0, u32 a1, u32 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__clocksource_register_scale(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_clocksource_change_rating(struct clocksource *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	clocksource_change_rating(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_clocksource_unregister(struct clocksource *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)clocksource_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
