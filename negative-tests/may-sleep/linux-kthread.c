// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/kthread.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/kthread.h>

static void __used may_sleep_kthread_cancel_delayed_work_sync(struct kthread_delayed_work *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kthread_cancel_delayed_work_sync(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kthread_cancel_work_sync(struct kthread_work *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kthread_cancel_work_sync(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kthread_destroy_worker(struct kthread_worker *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kthread_destroy_worker(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kthread_flush_work(struct kthread_work *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kthread_flush_work(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kthread_flush_worker(struct kthread_worker *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kthread_flush_worker(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kthread_freezable_should_stop(bool *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kthread_freezable_should_stop(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kthread_park(struct task_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kthread_park(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kthread_stop(struct task_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kthread_stop(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kthread_stop_put(struct task_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kthread_stop_put(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
