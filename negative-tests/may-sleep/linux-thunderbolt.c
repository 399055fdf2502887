// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/thunderbolt.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/thunderbolt.h>

static void __used may_sleep_tb_xdomain_find_by_route_locked(struct tb *a0, u64 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)tb_xdomain_find_by_route_locked(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_tb_xdomain_find_by_uuid_locked(struct tb *a0, const uuid_t *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)tb_xdomain_find_by_uuid_locked(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
