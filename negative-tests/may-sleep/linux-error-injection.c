// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/error-injection.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_FUNCTION_ERROR_INJECTION
 */
#include <linux/irqflags.h>
#include <linux/error-injection.h>

static void __used may_sleep_get_injectable_error_type(unsigned long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)get_injectable_error_type(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_within_error_injection_list(unsigned long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)within_error_injection_list(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
