// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/net_namespace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/net_namespace.h>

static void __used may_sleep_register_pernet_device(struct pernet_operations *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_pernet_device(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_register_pernet_subsys(struct pernet_operations *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_pernet_subsys(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_pernet_device(struct pernet_operations *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	unregister_pernet_device(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_pernet_subsys(struct pernet_operations *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	unregister_pernet_subsys(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
