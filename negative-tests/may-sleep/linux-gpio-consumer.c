// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/gpio/consumer.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/gpio/consumer.h>

static void __used may_sleep_devm_gpiod_put(struct device *a0, struct gpio_desc *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	devm_gpiod_put(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_devm_gpiod_put_array(struct device *a0, struct gpio_descs *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	devm_gpiod_put_array(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_devm_gpiod_unhinge(struct device *a0, struct gpio_desc *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	devm_gpiod_unhinge(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_gpiod_put(struct gpio_desc *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	gpiod_put(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_gpiod_put_array(struct gpio_descs *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	gpiod_put_array(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
