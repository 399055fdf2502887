// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/attribute_container.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/attribute_container.h>

static void __used may_sleep_attribute_container_add_device(struct device *a0, __typeof__(int (*)(struct attribute_container *, struct device *, struct device *)) a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	attribute_container_add_device(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_attribute_container_device_trigger(struct device *a0, __typeof__(int (*)(struct attribute_container *, struct device *, struct device *)) a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	attribute_container_device_trigger(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_attribute_container_device_trigger_safe(struct device *a0, __typeof__(int (*)(struct attribute_container *, struct device *, struct device *)) a1, __typeof__(int (*)(struct attribute_container *, struct device *, struct device *)) a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)attribute_container_device_trigger_safe(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_attribute_container_register(struct attribute_container *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)attribute_container_register(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_attribute_container_remove_device(struct device *a0, __typeof__(void (*)(struct attribute_container *, struct device *, struct device *)) a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	attribute_container_remove_device(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_attribute_container_unregister(struct attribute_container *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)attribute_container_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
