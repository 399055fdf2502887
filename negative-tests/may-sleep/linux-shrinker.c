// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/shrinker.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/shrinker.h>

static void __used may_sleep_shrinker_free(struct shrinker *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	shrinker_free(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_shrinker_register(struct shrinker *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	shrinker_register(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
