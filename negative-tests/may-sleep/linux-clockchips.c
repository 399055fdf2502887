// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/clockchips.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/clockchips.h>

static void __used may_sleep_clockevents_unbind_device(struct clock_event_device *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)clockevents_unbind_device(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
