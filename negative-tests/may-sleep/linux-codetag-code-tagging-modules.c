// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/codetag.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_CODE_TAGGING CONFIG_MODULES
 */
#include <linux/irqflags.h>
#include <linux/codetag.h>

static void __used may_sleep_codetag_load_module(struct module *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	codetag_load_module(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_codetag_unload_module(struct module *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)codetag_unload_module(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
