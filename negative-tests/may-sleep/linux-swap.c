// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/swap.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/swap.h>

static void __used may_sleep_lru_cache_disable(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lru_cache_disable();
#ifndef FIXED
	local_irq_enable();
#endif
}
