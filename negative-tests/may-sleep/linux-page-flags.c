// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/page-flags.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/page-flags.h>

static void __used may_sleep_page_offline_begin(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	page_offline_begin();
#ifndef FIXED
	local_irq_enable();
#endif
}
