// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/vmalloc.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/vmalloc.h>

static void __used may_sleep_remove_vm_area(const void *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)remove_vm_area(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_vm_unmap_ram(const void *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	vm_unmap_ram(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_vmap(struct page **a0, unsigned int a1, unsigned long a2, pgprot_t a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)vmap(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_vunmap(const void *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	vunmap(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
