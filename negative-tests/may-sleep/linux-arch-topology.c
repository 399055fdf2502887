// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/arch_topology.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/arch_topology.h>

static void __used may_sleep_topology_clear_scale_freq_source(enum scale_freq_source a0, const struct cpumask *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	topology_clear_scale_freq_source(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
