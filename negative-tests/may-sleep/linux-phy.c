// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/phy.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/phy.h>

static void __used may_sleep_phy_lock_mdio_bus(struct phy_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	phy_lock_mdio_bus(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
