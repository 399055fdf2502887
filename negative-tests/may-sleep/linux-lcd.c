// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/lcd.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/lcd.h>

static void __used may_sleep_lcd_set_power(struct lcd_device *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lcd_set_power(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
