// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/bluetooth/l2cap.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/bluetooth/bluetooth.h>
#include <net/bluetooth/l2cap.h>

static void __used may_sleep_l2cap_chan_lock(struct l2cap_chan *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	l2cap_chan_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
