// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/surface_aggregator/controller.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/surface_aggregator/controller.h>

static void __used may_sleep_ssam_request_sync_wait(struct ssam_request_sync *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)ssam_request_sync_wait(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
