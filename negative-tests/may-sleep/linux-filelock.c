// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/filelock.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/filelock.h>

static void __used may_sleep___break_lease(struct inode *a0, unsigned int a1, unsigned int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__break_lease(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
