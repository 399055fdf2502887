// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/clk.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/clk.h>

static void __used may_sleep_clk_bulk_prepare(int a0, const struct clk_bulk_data *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)clk_bulk_prepare(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_clk_bulk_unprepare(int a0, const struct clk_bulk_data *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	clk_bulk_unprepare(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_clk_prepare(struct clk *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)clk_prepare(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_clk_unprepare(struct clk *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	clk_unprepare(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
