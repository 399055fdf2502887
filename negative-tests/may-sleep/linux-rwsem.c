// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/rwsem.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/rwsem.h>

#ifdef CONFIG_DEBUG_LOCK_ALLOC
static void __used may_sleep__down_write_nest_lock(struct rw_semaphore *a0, struct lockdep_map *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	_down_write_nest_lock(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	up_write(a0);
}
#endif

static void __used may_sleep_down_read(struct rw_semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	down_read(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	up_read(a0);
}

static void __used may_sleep_down_read_interruptible(struct rw_semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!down_read_interruptible(a0))
		up_read(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_down_read_killable(struct rw_semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!down_read_killable(a0))
		up_read(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_down_read_killable_nested(struct rw_semaphore *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!down_read_killable_nested(a0, a1))
		up_read(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_down_read_nested(struct rw_semaphore *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	down_read_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	up_read(a0);
}

static void __used may_sleep_down_read_non_owner(struct rw_semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	down_read_non_owner(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	up_read_non_owner(a0);
}

static void __used may_sleep_down_write(struct rw_semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	down_write(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	up_write(a0);
}

static void __used may_sleep_down_write_killable(struct rw_semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!down_write_killable(a0))
		up_write(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_down_write_killable_nested(struct rw_semaphore *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	if (!down_write_killable_nested(a0, a1))
		up_write(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_down_write_nested(struct rw_semaphore *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	down_write_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
	up_write(a0);
}
