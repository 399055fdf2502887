// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/cgroup_rdma.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_CGROUP_RDMA
 */
#include <linux/irqflags.h>
#include <linux/cgroup_rdma.h>

static void __used may_sleep_rdmacg_register_device(struct rdmacg_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rdmacg_register_device(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rdmacg_try_charge(struct rdma_cgroup **a0, struct rdmacg_device *a1, enum rdmacg_resource_type a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)rdmacg_try_charge(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rdmacg_unregister_device(struct rdmacg_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rdmacg_unregister_device(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
