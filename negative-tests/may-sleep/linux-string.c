// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/string.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/string.h>

static void __used may_sleep_memdup_user(const void *a0, size_t a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)memdup_user(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_memdup_user_nul(const void *a0, size_t a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)memdup_user_nul(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_vmemdup_user(const void *a0, size_t a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)vmemdup_user(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
