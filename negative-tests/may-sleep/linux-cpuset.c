// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/cpuset.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_CPUSETS
 */
#include <linux/irqflags.h>
#include <linux/cpuset.h>

static void __used may_sleep_cpuset_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	cpuset_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}
