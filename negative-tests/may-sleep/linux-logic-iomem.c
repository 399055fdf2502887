// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/logic_iomem.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/logic_iomem.h>

static void __used may_sleep_logic_iomem_add_region(struct resource *a0, const struct logic_iomem_region_ops *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)logic_iomem_add_region(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
