// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/irq.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/irq.h>

static void __used may_sleep___irq_alloc_descs(int a0, unsigned int a1, unsigned int a2, int a3, struct module *a4, const struct irq_affinity_desc *a5)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__irq_alloc_descs(a0, a1, a2, a3, a4, a5);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_handle_nested_irq(unsigned int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	handle_nested_irq(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_free_descs(unsigned int a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	irq_free_descs(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
