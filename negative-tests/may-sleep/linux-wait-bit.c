// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/wait_bit.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/wait_bit.h>

static void __used may_sleep_wait_on_bit(unsigned long *a0, int a1, unsigned int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_on_bit(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_on_bit_action(unsigned long *a0, int a1, wait_bit_action_f *a2, unsigned int a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_on_bit_action(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_on_bit_io(unsigned long *a0, int a1, unsigned int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_on_bit_io(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_on_bit_lock(unsigned long *a0, int a1, unsigned int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_on_bit_lock(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_on_bit_lock_action(unsigned long *a0, int a1, wait_bit_action_f *a2, unsigned int a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_on_bit_lock_action(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_on_bit_lock_io(unsigned long *a0, int a1, unsigned int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_on_bit_lock_io(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wait_on_bit_timeout(unsigned long *a0, int a1, unsigned int a2, unsigned long a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wait_on_bit_timeout(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
