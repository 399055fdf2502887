// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/trace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/trace.h>

static void __used may_sleep_register_ftrace_export(struct trace_export *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_ftrace_export(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_trace_array_put(struct trace_array *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	trace_array_put(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_ftrace_export(struct trace_export *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)unregister_ftrace_export(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
