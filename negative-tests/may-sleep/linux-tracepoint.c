// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/tracepoint.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/tracepoint.h>

static void __used may_sleep_tracepoint_probe_register_prio(struct tracepoint *a0, void *a1, void *a2, int a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)tracepoint_probe_register_prio(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_tracepoint_probe_register_prio_may_exist(struct tracepoint *a0, void *a1, void *a2, int a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)tracepoint_probe_register_prio_may_exist(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_tracepoint_probe_unregister(struct tracepoint *a0, void *a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)tracepoint_probe_unregister(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_tracepoint_synchronize_unregister(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	tracepoint_synchronize_unregister();
#ifndef FIXED
	local_irq_enable();
#endif
}
