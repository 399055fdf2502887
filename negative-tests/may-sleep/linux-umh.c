// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/umh.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/umh.h>

static void __used may_sleep___usermodehelper_disable(enum umh_disable_depth a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__usermodehelper_disable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep___usermodehelper_set_disable_depth(enum umh_disable_depth a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__usermodehelper_set_disable_depth(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_usermodehelper_read_lock_wait(long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)usermodehelper_read_lock_wait(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_usermodehelper_read_trylock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)usermodehelper_read_trylock();
#ifndef FIXED
	local_irq_enable();
#endif
}
