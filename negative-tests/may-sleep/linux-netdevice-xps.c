// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/netdevice.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_XPS
 */
#include <linux/irqflags.h>
#include <linux/netdevice.h>

static void __used may_sleep___netif_set_xps_queue(struct net_device *a0, const unsigned long *a1, u16 a2, enum xps_map_type a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__netif_set_xps_queue(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
