// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/ftrace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_DYNAMIC_FTRACE
 */
#include <linux/irqflags.h>
#include <linux/ftrace.h>

static void __used may_sleep_ftrace_module_enable(struct module *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ftrace_module_enable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ftrace_regex_open(struct trace_array *a0, struct ftrace_ops *a1, int a2, struct inode *a3, struct file *a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)ftrace_regex_open(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}
