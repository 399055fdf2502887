// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/skbuff.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/skbuff.h>

static void __used may_sleep___skb_wait_for_more_packets(struct sock *a0, struct sk_buff_head *a1, int *a2, long *a3, const struct sk_buff *a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__skb_wait_for_more_packets(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}
