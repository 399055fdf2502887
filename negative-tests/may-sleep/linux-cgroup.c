// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/cgroup.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_CGROUPS
 */
#include <linux/irqflags.h>
#include <linux/cgroup.h>

static void __used may_sleep_cgroup_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	cgroup_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}
