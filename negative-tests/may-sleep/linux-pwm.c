// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/pwm.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/pwm.h>

static void __used may_sleep_devm_fwnode_pwm_get(struct device *a0, struct fwnode_handle *a1, const char *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)devm_fwnode_pwm_get(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_devm_pwm_get(struct device *a0, const char *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)devm_pwm_get(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pwm_apply_might_sleep(struct pwm_device *a0, const struct pwm_state *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)pwm_apply_might_sleep(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pwm_config(struct pwm_device *a0, int a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)pwm_config(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pwm_disable(struct pwm_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pwm_disable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pwm_enable(struct pwm_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)pwm_enable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pwm_get(struct device *a0, const char *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)pwm_get(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pwm_put(struct pwm_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pwm_put(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
