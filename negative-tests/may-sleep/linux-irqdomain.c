// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/irqdomain.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/irqdomain.h>

static void __used may_sleep___irq_domain_alloc_irqs(struct irq_domain *a0, int a1, unsigned int a2, int a3, void *a4, bool a5, const struct irq_affinity_desc *a6)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__irq_domain_alloc_irqs(a0, a1, a2, a3, a4, a5, a6);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_create_fwspec_mapping(struct irq_fwspec *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)irq_create_fwspec_mapping(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_create_mapping_affinity(struct irq_domain *a0, irq_hw_number_t a1, const struct irq_affinity_desc *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)irq_create_mapping_affinity(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_domain_associate(struct irq_domain *a0, unsigned int a1, irq_hw_number_t a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)irq_domain_associate(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_domain_free_irqs(unsigned int a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	irq_domain_free_irqs(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_domain_pop_irq(struct irq_domain *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)irq_domain_pop_irq(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_domain_push_irq(struct irq_domain *a0, int a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)irq_domain_push_irq(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_domain_remove(struct irq_domain *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	irq_domain_remove(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_irq_find_matching_fwspec(struct irq_fwspec *a0, enum irq_domain_bus_token a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)irq_find_matching_fwspec(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
