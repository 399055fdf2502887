// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/pstore.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/pstore.h>

static void __used may_sleep_pstore_register(struct pstore_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)pstore_register(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pstore_unregister(struct pstore_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pstore_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
