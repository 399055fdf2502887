// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/sched/topology.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_ENERGY_MODEL CONFIG_CPU_FREQ_GOV_SCHEDUTIL
 */
#include <linux/irqflags.h>
#include <linux/sched/topology.h>

static void __used may_sleep_rebuild_sched_domains_energy(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rebuild_sched_domains_energy();
#ifndef FIXED
	local_irq_enable();
#endif
}
