// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/freezer.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/freezer.h>

static void __used may_sleep_set_freezable(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)set_freezable();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_thaw_kernel_threads(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	thaw_kernel_threads();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_thaw_processes(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	thaw_processes();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_try_to_freeze(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)try_to_freeze();
#ifndef FIXED
	local_irq_enable();
#endif
}
