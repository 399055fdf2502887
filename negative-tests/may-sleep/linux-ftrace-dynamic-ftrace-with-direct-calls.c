// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/ftrace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_DYNAMIC_FTRACE_WITH_DIRECT_CALLS
 */
#include <linux/irqflags.h>
#include <linux/ftrace.h>

static void __used may_sleep_modify_ftrace_direct(struct ftrace_ops *a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)modify_ftrace_direct(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_register_ftrace_direct(struct ftrace_ops *a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_ftrace_direct(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_ftrace_direct(struct ftrace_ops *a0, unsigned long a1, bool a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)unregister_ftrace_direct(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
