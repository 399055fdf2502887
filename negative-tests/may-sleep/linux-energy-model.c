// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/energy_model.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_ENERGY_MODEL
 */
#include <linux/irqflags.h>
#include <linux/energy_model.h>

static void __used may_sleep_em_dev_register_perf_domain(struct device *a0, unsigned int a1, struct em_data_callback *a2, cpumask_t *a3, bool a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)em_dev_register_perf_domain(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_em_dev_update_perf_domain(struct device *a0, struct em_perf_table *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)em_dev_update_perf_domain(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
