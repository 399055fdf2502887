// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/rv.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_RV
 */
#include <linux/irqflags.h>
#include <linux/rv.h>

static void __used may_sleep_rv_register_monitor(struct rv_monitor *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)rv_register_monitor(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rv_unregister_monitor(struct rv_monitor *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)rv_unregister_monitor(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
