// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <drm/task_barrier.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <drm/task_barrier.h>

static void __used may_sleep_task_barrier_enter(struct task_barrier *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	task_barrier_enter(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_task_barrier_exit(struct task_barrier *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	task_barrier_exit(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
