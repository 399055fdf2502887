// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/list_lru.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/list_lru.h>

static void __used may_sleep_memcg_reparent_list_lrus(struct mem_cgroup *a0, struct mem_cgroup *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	memcg_reparent_list_lrus(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
