// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/kmod.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_MODULES
 */
#include <linux/irqflags.h>
#include <linux/kmod.h>

static void __used may_sleep___request_module(bool a0, const char *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__request_module(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
