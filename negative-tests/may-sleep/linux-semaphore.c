// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/semaphore.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/semaphore.h>

static void __used may_sleep_down(struct semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	down(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_down_interruptible(struct semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)down_interruptible(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_down_killable(struct semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)down_killable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_down_timeout(struct semaphore *a0, long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)down_timeout(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
