// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/stop_machine.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/stop_machine.h>

static void __used may_sleep_stop_machine_park(int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	stop_machine_park(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_stop_one_cpu(unsigned int a0, cpu_stop_fn_t a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)stop_one_cpu(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_stop_two_cpus(unsigned int a0, unsigned int a1, cpu_stop_fn_t a2, void *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)stop_two_cpus(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
