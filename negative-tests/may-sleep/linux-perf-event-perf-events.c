// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/perf_event.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_PERF_EVENTS
 */
#include <linux/irqflags.h>
#include <linux/perf_event.h>

static void __used may_sleep_get_callchain_buffers(int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)get_callchain_buffers(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_event_create_kernel_counter(struct perf_event_attr *a0, int a1, struct task_struct *a2, perf_overflow_handler_t a3, void *a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)perf_event_create_kernel_counter(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_event_exit_task(struct task_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	perf_event_exit_task(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_event_release_kernel(struct perf_event *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)perf_event_release_kernel(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_event_task_disable(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)perf_event_task_disable();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_event_task_enable(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)perf_event_task_enable();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_pmu_migrate_context(struct pmu *a0, int a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	perf_pmu_migrate_context(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_pmu_register(struct pmu *a0, const char *a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)perf_pmu_register(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_pmu_unregister(struct pmu *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	perf_pmu_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
