// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/percpu-refcount.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/percpu-refcount.h>

static void __used may_sleep_percpu_ref_switch_to_atomic_sync(struct percpu_ref *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	percpu_ref_switch_to_atomic_sync(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
