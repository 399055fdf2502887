// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/net_namespace.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_NET_NS
 */
#include <linux/irqflags.h>
#include <net/net_namespace.h>

static void __used may_sleep_net_ns_barrier(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	net_ns_barrier();
#ifndef FIXED
	local_irq_enable();
#endif
}
