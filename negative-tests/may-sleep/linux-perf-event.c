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
