// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/hid.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/hid.h>

static void __used may_sleep_hid_device_io_stop(struct hid_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hid_device_io_stop(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
