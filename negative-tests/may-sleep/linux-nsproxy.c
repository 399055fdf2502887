// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/nsproxy.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/nsproxy.h>

static void __used may_sleep_switch_task_namespaces(struct task_struct *a0, struct nsproxy *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	switch_task_namespaces(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
