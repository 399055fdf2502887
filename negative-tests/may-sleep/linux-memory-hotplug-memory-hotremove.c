// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/memory_hotplug.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_MEMORY_HOTREMOVE
 */
#include <linux/irqflags.h>
#include <linux/memory_hotplug.h>

static void __used may_sleep_offline_pages(unsigned long a0, unsigned long a1, struct zone *a2, struct memory_group *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)offline_pages(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
