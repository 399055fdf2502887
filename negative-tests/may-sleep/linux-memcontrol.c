// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/memcontrol.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_MEMCG
 */
#include <linux/irqflags.h>
#include <linux/memcontrol.h>

static void __used may_sleep_alloc_shrinker_info(struct mem_cgroup *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)alloc_shrinker_info(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_free_shrinker_info(struct mem_cgroup *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	free_shrinker_info(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_reparent_shrinker_deferred(struct mem_cgroup *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	reparent_shrinker_deferred(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
