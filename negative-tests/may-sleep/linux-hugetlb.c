// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/hugetlb.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_HUGETLB_PAGE
 */
#include <linux/irqflags.h>
#include <linux/hugetlb.h>

static void __used may_sleep_hugetlb_fault(struct mm_struct *a0, struct vm_area_struct *a1, unsigned long a2, unsigned int a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)hugetlb_fault(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
