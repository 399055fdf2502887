// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/lwtunnel.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/lwtunnel.h>

static void __used may_sleep_lwtunnel_encap_del_ops(const struct lwtunnel_encap_ops *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)lwtunnel_encap_del_ops(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
