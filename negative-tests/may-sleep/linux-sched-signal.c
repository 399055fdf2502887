// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/sched/signal.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/sched/signal.h>

static void __used may_sleep_kernel_signal_stop(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kernel_signal_stop();
#ifndef FIXED
	local_irq_enable();
#endif
}
