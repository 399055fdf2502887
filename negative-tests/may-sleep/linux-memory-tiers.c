// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/memory-tiers.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_NUMA
 */
#include <linux/irqflags.h>
#include <linux/memory-tiers.h>

static void __used may_sleep_clear_node_memory_type(int a0, struct memory_dev_type *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	clear_node_memory_type(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_init_node_memory_type(int a0, struct memory_dev_type *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	init_node_memory_type(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
