// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/module.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_MODULES CONFIG_KALLSYMS
 */
#include <linux/irqflags.h>
#include <linux/module.h>

static void __used may_sleep_module_kallsyms_on_each_symbol(const char *a0, __typeof__(int (*)(void *, const char *, unsigned long)) a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)module_kallsyms_on_each_symbol(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
