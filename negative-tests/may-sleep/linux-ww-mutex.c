// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/ww_mutex.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/ww_mutex.h>

static void __used may_sleep_ww_mutex_lock(struct ww_mutex *a0, struct ww_acquire_ctx *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!ww_mutex_lock(a0, a1))
		ww_mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ww_mutex_lock_interruptible(struct ww_mutex *a0, struct ww_acquire_ctx *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!ww_mutex_lock_interruptible(a0, a1))
		ww_mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ww_mutex_lock_slow(struct ww_mutex *a0, struct ww_acquire_ctx *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ww_mutex_lock_slow(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	ww_mutex_unlock(a0);
}

static void __used may_sleep_ww_mutex_lock_slow_interruptible(struct ww_mutex *a0, struct ww_acquire_ctx *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!ww_mutex_lock_slow_interruptible(a0, a1))
		ww_mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
