// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/sched.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/sched.h>

static void __used may_sleep_io_schedule(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	io_schedule();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_io_schedule_timeout(long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)io_schedule_timeout(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_schedule(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	schedule();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_schedule_timeout(long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)schedule_timeout(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_schedule_timeout_idle(long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)schedule_timeout_idle(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_schedule_timeout_interruptible(long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)schedule_timeout_interruptible(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_schedule_timeout_killable(long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)schedule_timeout_killable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_schedule_timeout_uninterruptible(long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)schedule_timeout_uninterruptible(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_yield(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	yield();
#ifndef FIXED
	local_irq_enable();
#endif
}
