// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/memory_hotplug.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/memory_hotplug.h>

static void __used may_sleep_get_online_mems(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	get_online_mems();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mem_hotplug_begin(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mem_hotplug_begin();
#ifndef FIXED
	local_irq_enable();
#endif
}
