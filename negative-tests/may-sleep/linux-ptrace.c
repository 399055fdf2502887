// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/ptrace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/ptrace.h>

static void __used may_sleep_generic_ptrace_peekdata(struct task_struct *a0, unsigned long a1, unsigned long a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)generic_ptrace_peekdata(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
