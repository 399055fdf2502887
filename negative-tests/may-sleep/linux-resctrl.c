// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/resctrl.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/workqueue.h>
#include <linux/resctrl.h>

static void __used may_sleep_resctrl_offline_cpu(unsigned int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	resctrl_offline_cpu(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_resctrl_offline_ctrl_domain(struct rdt_resource *a0, struct rdt_ctrl_domain *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	resctrl_offline_ctrl_domain(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_resctrl_offline_mon_domain(struct rdt_resource *a0, struct rdt_mon_domain *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	resctrl_offline_mon_domain(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_resctrl_online_cpu(unsigned int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	resctrl_online_cpu(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_resctrl_online_ctrl_domain(struct rdt_resource *a0, struct rdt_ctrl_domain *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)resctrl_online_ctrl_domain(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_resctrl_online_mon_domain(struct rdt_resource *a0, struct rdt_mon_domain *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)resctrl_online_mon_domain(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
