// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/oom.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/oom.h>

static void __used may_sleep_oom_killer_disable(long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)oom_killer_disable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
