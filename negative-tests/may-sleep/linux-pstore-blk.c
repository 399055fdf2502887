// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/pstore_blk.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/pstore_blk.h>

static void __used may_sleep_register_pstore_device(struct pstore_device_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_pstore_device(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_pstore_device(struct pstore_device_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	unregister_pstore_device(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
