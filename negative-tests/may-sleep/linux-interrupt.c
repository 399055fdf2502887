// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/interrupt.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/interrupt.h>

static void __used may_sleep_disable_irq(unsigned int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	disable_irq(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_free_irq(unsigned int a0, void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)free_irq(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_set_affinity_notifier(unsigned int a0, struct irq_affinity_notify *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)irq_set_affinity_notifier(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_probe_irq_on(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)probe_irq_on();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_request_threaded_irq(unsigned int a0, irq_handler_t a1, irq_handler_t a2, unsigned long a3, const char *a4, void *a5)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)request_threaded_irq(a0, a1, a2, a3, a4, a5);
#ifndef FIXED
	local_irq_enable();
#endif
}
