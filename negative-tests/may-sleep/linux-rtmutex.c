// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/rtmutex.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/rtmutex.h>

#ifdef CONFIG_DEBUG_LOCK_ALLOC
static void __used may_sleep__rt_mutex_lock_nest_lock(struct rt_mutex *a0, struct lockdep_map *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	_rt_mutex_lock_nest_lock(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	rt_mutex_unlock(a0);
}
#endif

static void __used may_sleep_rt_mutex_lock_interruptible(struct rt_mutex *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!rt_mutex_lock_interruptible(a0))
		rt_mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rt_mutex_lock_killable(struct rt_mutex *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!rt_mutex_lock_killable(a0))
		rt_mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rt_mutex_lock_nested(struct rt_mutex *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rt_mutex_lock_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	rt_mutex_unlock(a0);
}
