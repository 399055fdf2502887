// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/ftrace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_FUNCTION_GRAPH_TRACER
 */
#include <linux/irqflags.h>
#include <linux/ftrace.h>

static void __used may_sleep_unregister_ftrace_graph(struct fgraph_ops *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	unregister_ftrace_graph(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
