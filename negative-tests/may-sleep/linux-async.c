// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/async.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/async.h>

static void __used may_sleep_async_synchronize_cookie_domain(async_cookie_t a0, struct async_domain *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	async_synchronize_cookie_domain(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
