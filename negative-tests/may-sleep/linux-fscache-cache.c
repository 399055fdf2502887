// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/fscache-cache.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/fscache-cache.h>

static void __used may_sleep_fscache_add_cache(struct fscache_cache *a0, const struct fscache_cache_ops *a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)fscache_add_cache(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_fscache_wait_for_objects(struct fscache_cache *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	fscache_wait_for_objects(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
