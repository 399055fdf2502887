// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/delay.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/delay.h>

static void __used may_sleep_fsleep(unsigned long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	fsleep(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_msleep(unsigned int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	msleep(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_msleep_interruptible(unsigned int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)msleep_interruptible(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ssleep(unsigned int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ssleep(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_usleep_idle_range(unsigned long a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	usleep_idle_range(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_usleep_range(unsigned long a0, unsigned long a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	usleep_range(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_usleep_range_state(unsigned long a0, unsigned long a1, unsigned int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	usleep_range_state(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
