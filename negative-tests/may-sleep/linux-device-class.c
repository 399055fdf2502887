// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/device/class.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/device/class.h>

static void __used may_sleep_class_interface_register(struct class_interface *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)class_interface_register(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_class_interface_unregister(struct class_interface *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	class_interface_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
