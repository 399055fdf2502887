// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/backing-dev.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/backing-dev.h>

static void __used may_sleep_wb_wait_for_completion(struct wb_completion *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	wb_wait_for_completion(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
