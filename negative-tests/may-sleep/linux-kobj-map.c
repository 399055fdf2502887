// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/kobj_map.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/kobj_map.h>

static void __used may_sleep_kobj_lookup(struct kobj_map *a0, dev_t a1, int *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kobj_lookup(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kobj_map(struct kobj_map *a0, dev_t a1, unsigned long a2, struct module *a3, kobj_probe_t *a4, __typeof__(int (*)(dev_t, void *)) a5, void *a6)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kobj_map(a0, a1, a2, a3, a4, a5, a6);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kobj_unmap(struct kobj_map *a0, dev_t a1, unsigned long a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kobj_unmap(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
