// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/page_reporting.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/page_reporting.h>

static void __used may_sleep_page_reporting_register(struct page_reporting_dev_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)page_reporting_register(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_page_reporting_unregister(struct page_reporting_dev_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	page_reporting_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
