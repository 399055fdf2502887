// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/completion.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/completion.h>

static void __used may_sleep_wait_for_completion(struct completion *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	wait_for_completion(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_for_completion_interruptible(struct completion *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_for_completion_interruptible(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_for_completion_interruptible_timeout(struct completion *a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_for_completion_interruptible_timeout(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_for_completion_io(struct completion *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	wait_for_completion_io(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_for_completion_io_timeout(struct completion *a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_for_completion_io_timeout(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_for_completion_killable(struct completion *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_for_completion_killable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_for_completion_killable_timeout(struct completion *a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_for_completion_killable_timeout(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_for_completion_state(struct completion *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_for_completion_state(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_for_completion_timeout(struct completion *a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_for_completion_timeout(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
