// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/cpuhotplug.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/cpuhotplug.h>

static void __used may_sleep___cpuhp_remove_state_cpuslocked(enum cpuhp_state a0, bool a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__cpuhp_remove_state_cpuslocked(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep___cpuhp_setup_state_cpuslocked(enum cpuhp_state a0, const char *a1, bool a2, __typeof__(int (*)(unsigned int)) a3, __typeof__(int (*)(unsigned int)) a4, bool a5)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__cpuhp_setup_state_cpuslocked(a0, a1, a2, a3, a4, a5);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep___cpuhp_state_add_instance_cpuslocked(enum cpuhp_state a0, struct hlist_node *a1, bool a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__cpuhp_state_add_instance_cpuslocked(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep___cpuhp_state_remove_instance(enum cpuhp_state a0, struct hlist_node *a1, bool a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__cpuhp_state_remove_instance(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
