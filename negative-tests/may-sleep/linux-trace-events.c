// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/trace_events.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/trace_events.h>

static void __used may_sleep_register_trace_event(struct trace_event *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_trace_event(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_synth_event_delete(const char *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)synth_event_delete(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_trace_add_event_call(struct trace_event_call *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)trace_add_event_call(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_trace_get_event_file(const char *a0, const char *a1, const char *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)trace_get_event_file(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_trace_put_event_file(struct trace_event_file *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	trace_put_event_file(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_trace_remove_event_call(struct trace_event_call *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)trace_remove_event_call(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_trace_event(struct trace_event *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)unregister_trace_event(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
