// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/trace_events.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_DYNAMIC_EVENTS
 */
#include <linux/irqflags.h>
#include <linux/trace_events.h>

static void __used may_sleep_trace_event_dyn_try_get_ref(struct trace_event_call *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)trace_event_dyn_try_get_ref(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
