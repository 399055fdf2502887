// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/rhashtable.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/rhashtable.h>

static void __used may_sleep_rhashtable_free_and_destroy(struct rhashtable *a0, __typeof__(void (*)(void *, void *)) a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rhashtable_free_and_destroy(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
