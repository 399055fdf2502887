// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mmu_notifier.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_MMU_NOTIFIER
 */
#include <linux/irqflags.h>
#include <linux/mmu_notifier.h>

static void __used may_sleep_mmu_interval_notifier_remove(struct mmu_interval_notifier *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mmu_interval_notifier_remove(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mmu_notifier_unregister(struct mmu_notifier *a0, struct mm_struct *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mmu_notifier_unregister(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
