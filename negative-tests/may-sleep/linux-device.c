// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/device.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/device.h>

static void __used may_sleep_device_link_wait_removal(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	device_link_wait_removal();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_device_lock(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	device_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_device_lock_interruptible(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)device_lock_interruptible(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_lock_device_hotplug(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lock_device_hotplug();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_subsys_interface_register(struct subsys_interface *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)subsys_interface_register(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_subsys_interface_unregister(struct subsys_interface *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	subsys_interface_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
