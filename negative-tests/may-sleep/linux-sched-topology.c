// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/sched/topology.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/sched/topology.h>

static void __used may_sleep_partition_sched_domains(int a0, cpumask_var_t *a1, struct sched_domain_attr *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	partition_sched_domains(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
