// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf-netns.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_NET
 */
#include <linux/irqflags.h>
#include <linux/bpf-netns.h>

static void __used may_sleep_netns_bpf_prog_attach(const union bpf_attr *a0, struct bpf_prog *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)netns_bpf_prog_attach(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netns_bpf_prog_detach(const union bpf_attr *a0, enum bpf_prog_type a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)netns_bpf_prog_detach(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netns_bpf_prog_query(const union bpf_attr *a0, union bpf_attr *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)netns_bpf_prog_query(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
