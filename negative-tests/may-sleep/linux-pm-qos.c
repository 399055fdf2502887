// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/pm_qos.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/pm_qos.h>

static void __used may_sleep_dev_pm_qos_add_notifier(struct device *a0, struct notifier_block *a1, enum dev_pm_qos_req_type a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_add_notifier(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_add_request(struct device *a0, struct dev_pm_qos_request *a1, enum dev_pm_qos_req_type a2, s32 a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_add_request(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_constraints_destroy(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dev_pm_qos_constraints_destroy(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_expose_flags(struct device *a0, s32 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_expose_flags(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_expose_latency_limit(struct device *a0, s32 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_expose_latency_limit(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_expose_latency_tolerance(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_expose_latency_tolerance(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_get_user_latency_tolerance(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_get_user_latency_tolerance(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_hide_flags(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dev_pm_qos_hide_flags(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_hide_latency_limit(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dev_pm_qos_hide_latency_limit(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_hide_latency_tolerance(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dev_pm_qos_hide_latency_tolerance(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_remove_notifier(struct device *a0, struct notifier_block *a1, enum dev_pm_qos_req_type a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_remove_notifier(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_remove_request(struct dev_pm_qos_request *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_remove_request(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_update_flags(struct device *a0, s32 a1, bool a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_update_flags(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_update_request(struct dev_pm_qos_request *a0, s32 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_update_request(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_pm_qos_update_user_latency_tolerance(struct device *a0, s32 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_pm_qos_update_user_latency_tolerance(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
