// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/workqueue.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/workqueue.h>

static void __used may_sleep___flush_workqueue(struct workqueue_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__flush_workqueue(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_apply_workqueue_attrs(struct workqueue_struct *a0, const struct workqueue_attrs *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)apply_workqueue_attrs(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_cancel_delayed_work_sync(struct delayed_work *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)cancel_delayed_work_sync(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_cancel_work_sync(struct work_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)cancel_work_sync(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_destroy_workqueue(struct workqueue_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	destroy_workqueue(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_drain_workqueue(struct workqueue_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	drain_workqueue(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_flush_delayed_work(struct delayed_work *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)flush_delayed_work(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_flush_rcu_work(struct rcu_work *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)flush_rcu_work(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_flush_work(struct work_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)flush_work(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_freeze_workqueues_begin(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	freeze_workqueues_begin();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_freeze_workqueues_busy(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)freeze_workqueues_busy();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_thaw_workqueues(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	thaw_workqueues();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_work_on_cpu_key(int a0, __typeof__(long (*)(void *)) a1, void *a2, struct lock_class_key *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)work_on_cpu_key(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_workqueue_set_max_active(struct workqueue_struct *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	workqueue_set_max_active(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_workqueue_set_min_active(struct workqueue_struct *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	workqueue_set_min_active(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_workqueue_unbound_exclude_cpumask(struct cpumask *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)workqueue_unbound_exclude_cpumask(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wq_worker_comm(char *a0, size_t a1, struct task_struct *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	wq_worker_comm(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
