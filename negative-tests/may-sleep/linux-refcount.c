// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/refcount.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/refcount.h>
#include <linux/mutex.h>

static void __used may_sleep_refcount_dec_and_mutex_lock(refcount_t *a0, struct mutex *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (refcount_dec_and_mutex_lock(a0, a1))
		mutex_unlock(a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
