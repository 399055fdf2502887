// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/pm_runtime.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/pm_runtime.h>

static void __used may_sleep_pm_runtime_set_memalloc_noio(struct device *a0, bool a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pm_runtime_set_memalloc_noio(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
