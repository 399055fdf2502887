// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/pm.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/pm.h>

static void __used may_sleep_device_pm_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	device_pm_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dpm_complete(pm_message_t a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dpm_complete(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dpm_prepare(pm_message_t a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dpm_prepare(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dpm_resume(pm_message_t a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dpm_resume(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dpm_resume_early(pm_message_t a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dpm_resume_early(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dpm_suspend(pm_message_t a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dpm_suspend(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dpm_suspend_late(pm_message_t a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dpm_suspend_late(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pm_vt_switch_required(struct device *a0, bool a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pm_vt_switch_required(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pm_vt_switch_unregister(struct device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pm_vt_switch_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
