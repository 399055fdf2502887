// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/perf_event.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_GUEST_PERF_EVENTS
 */
#include <linux/irqflags.h>
#include <linux/perf_event.h>

static void __used may_sleep_perf_unregister_guest_info_callbacks(struct perf_guest_info_callbacks *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	perf_unregister_guest_info_callbacks(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
