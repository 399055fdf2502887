// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/time_namespace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/time_namespace.h>

static void __used may_sleep_proc_timens_set_offset(struct file *a0, struct task_struct *a1, struct proc_timens_offset *a2, int a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)proc_timens_set_offset(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
