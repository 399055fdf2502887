// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/netfilter/nf_flow_table.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/netfilter/nf_flow_table.h>

static void __used may_sleep_nf_flow_table_offload_add_cb(struct nf_flowtable *a0, flow_setup_cb_t *a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nf_flow_table_offload_add_cb(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nf_flow_table_offload_del_cb(struct nf_flowtable *a0, flow_setup_cb_t *a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	nf_flow_table_offload_del_cb(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
