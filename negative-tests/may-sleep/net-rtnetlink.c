// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/rtnetlink.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/rtnetlink.h>

static void __used may_sleep_rtnl_af_unregister(struct rtnl_af_ops *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rtnl_af_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rtnl_link_unregister(struct rtnl_link_ops *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rtnl_link_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rtnl_unregister_all(int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rtnl_unregister_all(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
