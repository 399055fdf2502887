// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/swap_slots.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/swap_slots.h>

static void __used may_sleep_disable_swap_slots_cache_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	disable_swap_slots_cache_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_enable_swap_slots_cache(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	enable_swap_slots_cache();
#ifndef FIXED
	local_irq_enable();
#endif
}
