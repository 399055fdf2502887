// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/cpuhplock.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/cpuhplock.h>

static void __used may_sleep_cpus_read_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	cpus_read_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_cpus_write_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	cpus_write_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}
