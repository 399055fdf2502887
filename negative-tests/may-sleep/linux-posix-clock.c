// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/posix-clock.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/posix-clock.h>

static void __used may_sleep_posix_clock_unregister(struct posix_clock *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	posix_clock_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
