// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/torture.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/torture.h>

static void __used may_sleep__torture_stop_kthread(char *a0, struct task_struct **a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	_torture_stop_kthread(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_torture_cleanup_begin(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)torture_cleanup_begin();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_torture_cleanup_end(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	torture_cleanup_end();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_torture_hrtimeout_ns(ktime_t a0, u32 a1, const enum hrtimer_mode a2, struct torture_random_state *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)torture_hrtimeout_ns(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_torture_init_begin(char *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)torture_init_begin(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_torture_shuffle_task_register(struct task_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	torture_shuffle_task_register(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
