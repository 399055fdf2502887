// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/dropreason.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/dropreason.h>

static void __used may_sleep_drop_reasons_unregister_subsys(enum skb_drop_reason_subsys a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	drop_reasons_unregister_subsys(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
