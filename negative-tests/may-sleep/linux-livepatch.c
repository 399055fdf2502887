// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/livepatch.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_LIVEPATCH
 */
#include <linux/irqflags.h>
#include <linux/livepatch.h>

static void __used may_sleep_klp_enable_patch(struct klp_patch *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)klp_enable_patch(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_klp_module_coming(struct module *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)klp_module_coming(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_klp_module_going(struct module *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	klp_module_going(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
