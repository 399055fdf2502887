// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mutex.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mutex.h>

#ifdef CONFIG_DEBUG_LOCK_ALLOC
static void __used may_sleep__mutex_lock_nest_lock(struct mutex *a0, struct lockdep_map *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	_mutex_lock_nest_lock(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	mutex_unlock(a0);
}
#endif

static void __used may_sleep_mutex_lock(struct mutex *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mutex_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	mutex_unlock(a0);
}

static void __used may_sleep_mutex_lock_interruptible(struct mutex *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!mutex_lock_interruptible(a0))
		mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mutex_lock_interruptible_nested(struct mutex *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!mutex_lock_interruptible_nested(a0, a1))
		mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mutex_lock_io(struct mutex *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mutex_lock_io(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	mutex_unlock(a0);
}

static void __used may_sleep_mutex_lock_io_nested(struct mutex *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mutex_lock_io_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	mutex_unlock(a0);
}

static void __used may_sleep_mutex_lock_killable(struct mutex *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!mutex_lock_killable(a0))
		mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mutex_lock_killable_nested(struct mutex *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!mutex_lock_killable_nested(a0, a1))
		mutex_unlock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mutex_lock_nested(struct mutex *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mutex_lock_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	mutex_unlock(a0);
}
