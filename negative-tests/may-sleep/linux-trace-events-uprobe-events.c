// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/trace_events.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_UPROBE_EVENTS
 */
#include <linux/irqflags.h>
#include <linux/trace_events.h>

static void __used may_sleep_perf_uprobe_destroy(struct perf_event *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	perf_uprobe_destroy(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_uprobe_init(struct perf_event *a0, unsigned long a1, bool a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)perf_uprobe_init(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
