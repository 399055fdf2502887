// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/padata.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_PADATA
 */
#include <linux/irqflags.h>
#include <linux/padata.h>

static void __used may_sleep_padata_alloc(const char *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)padata_alloc(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_padata_alloc_shell(struct padata_instance *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)padata_alloc_shell(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_padata_free_shell(struct padata_shell *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	padata_free_shell(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_padata_set_cpumask(struct padata_instance *a0, int a1, struct cpumask *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)padata_set_cpumask(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
