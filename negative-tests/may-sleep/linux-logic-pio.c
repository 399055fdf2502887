// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/logic_pio.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/logic_pio.h>

static void __used may_sleep_logic_pio_register_range(struct logic_pio_hwaddr *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)logic_pio_register_range(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_logic_pio_unregister_range(struct logic_pio_hwaddr *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	logic_pio_unregister_range(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
