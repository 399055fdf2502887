// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/fs.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/fs.h>

static void __used may_sleep___sb_start_write(struct super_block *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__sb_start_write(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_f_setown(struct file *a0, int a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)f_setown(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
