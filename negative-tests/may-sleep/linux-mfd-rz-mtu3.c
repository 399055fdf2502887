// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mfd/rz-mtu3.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mfd/rz-mtu3.h>

static void __used may_sleep_rz_mtu3_release_channel(struct rz_mtu3_channel *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rz_mtu3_release_channel(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rz_mtu3_request_channel(struct rz_mtu3_channel *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)rz_mtu3_request_channel(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
