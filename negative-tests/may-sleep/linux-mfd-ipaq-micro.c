// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mfd/ipaq-micro.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mfd/ipaq-micro.h>

static void __used may_sleep_ipaq_micro_tx_msg_sync(struct ipaq_micro *a0, struct ipaq_micro_msg *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)ipaq_micro_tx_msg_sync(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
