// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/uaccess.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/uaccess.h>

static void __used may_sleep_copy_from_user(void *a0, const void *a1, unsigned long a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)copy_from_user(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_copy_to_user(void *a0, const void *a1, unsigned long a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)copy_to_user(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
