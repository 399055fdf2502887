// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/netpoll.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/netpoll.h>

static void __used may_sleep___netpoll_free(struct netpoll *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__netpoll_free(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netpoll_poll_disable(struct net_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	netpoll_poll_disable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netpoll_setup(struct netpoll *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)netpoll_setup(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
