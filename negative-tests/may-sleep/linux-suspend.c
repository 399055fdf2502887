// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/suspend.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/suspend.h>

static void __used may_sleep_dpm_save_failed_dev(const char *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dpm_save_failed_dev(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_lock_system_sleep(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)lock_system_sleep();
#ifndef FIXED
	local_irq_enable();
#endif
}
