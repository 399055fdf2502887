// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/khugepaged.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_TRANSPARENT_HUGEPAGE
 */
#include <linux/irqflags.h>
#include <linux/khugepaged.h>

static void __used may_sleep_khugepaged_min_free_kbytes_update(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	khugepaged_min_free_kbytes_update();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_start_stop_khugepaged(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)start_stop_khugepaged();
#ifndef FIXED
	local_irq_enable();
#endif
}
