// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/flow_offload.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/netdevice.h>
#include <net/flow_offload.h>

static void __used may_sleep_flow_indr_dev_register(flow_indr_block_bind_cb_t *a0, void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)flow_indr_dev_register(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_flow_indr_dev_setup_offload(struct net_device *a0, struct Qdisc *a1, enum tc_setup_type a2, void *a3, struct flow_block_offload *a4, __typeof__(void (*)(struct flow_block_cb *)) a5)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)flow_indr_dev_setup_offload(a0, a1, a2, a3, a4, a5);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_flow_indr_dev_unregister(flow_indr_block_bind_cb_t *a0, void *a1, __typeof__(void (*)(void *)) a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	flow_indr_dev_unregister(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
