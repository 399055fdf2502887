// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/uprobes.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/uprobes.h>

static void __used may_sleep_uprobe_start_dup_mmap(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	uprobe_start_dup_mmap();
#ifndef FIXED
	local_irq_enable();
#endif
}
