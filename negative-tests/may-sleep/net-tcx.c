// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/tcx.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_NET_XGRESS
 */
#include <linux/irqflags.h>
#include <net/tcx.h>

static void __used may_sleep_tcx_entry_sync(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	tcx_entry_sync();
#ifndef FIXED
	local_irq_enable();
#endif
}
