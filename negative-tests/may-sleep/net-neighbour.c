// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/neighbour.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/neighbour.h>

static void __used may_sleep_neigh_table_clear(int a0, struct neigh_table *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)neigh_table_clear(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
