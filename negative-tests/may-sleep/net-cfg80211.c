// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/cfg80211.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/cfg80211.h>

static void __used may_sleep_wiphy_lock(struct wiphy *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	wiphy_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	wiphy_unlock(a0);
}
