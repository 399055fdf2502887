// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/slab.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/slab.h>

static void __used may_sleep___kmem_cache_create_args(const char *a0, unsigned int a1, struct kmem_cache_args *a2, slab_flags_t a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__kmem_cache_create_args(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kmem_cache_destroy(struct kmem_cache *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kmem_cache_destroy(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
