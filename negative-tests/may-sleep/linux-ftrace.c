// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/ftrace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/ftrace.h>

static void __used may_sleep_ftrace_free_mem(struct module *a0, void *a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ftrace_free_mem(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ftrace_release_mod(struct module *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ftrace_release_mod(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
