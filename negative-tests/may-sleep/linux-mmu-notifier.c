// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mmu_notifier.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mmu_notifier.h>

static void __used may_sleep_mmu_notifier_invalidate_range_start(struct mmu_notifier_range *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mmu_notifier_invalidate_range_start(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mmu_notifier_synchronize(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mmu_notifier_synchronize();
#ifndef FIXED
	local_irq_enable();
#endif
}
