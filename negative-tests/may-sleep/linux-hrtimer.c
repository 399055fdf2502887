// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/hrtimer.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/hrtimer.h>

static void __used may_sleep_schedule_hrtimeout(ktime_t *a0, const enum hrtimer_mode a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)schedule_hrtimeout(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_schedule_hrtimeout_range(ktime_t *a0, u64 a1, const enum hrtimer_mode a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)schedule_hrtimeout_range(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
