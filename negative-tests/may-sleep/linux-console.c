// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/console.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/console.h>

static void __used may_sleep_console_list_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	console_list_lock();
#ifndef FIXED
	local_irq_enable();
#endif
	console_list_unlock();
}

static void __used may_sleep_console_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	console_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_console_start(struct console *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	console_start(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_console_stop(struct console *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	console_stop(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
