// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/sched/mm.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/sched/mm.h>

static void __used may_sleep_mm_access(struct task_struct *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)mm_access(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mmput(struct mm_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mmput(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
