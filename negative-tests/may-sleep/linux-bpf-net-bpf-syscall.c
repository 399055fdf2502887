// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_NET CONFIG_BPF_SYSCALL
 */
#include <linux/irqflags.h>
#include <linux/bpf.h>

static void __used may_sleep_bpf_dev_bound_netdev_unregister(struct net_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_dev_bound_netdev_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_dev_bound_resolve_kfunc(struct bpf_prog *a0, u32 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_dev_bound_resolve_kfunc(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_dev_bound_init(struct bpf_prog *a0, union bpf_attr *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_prog_dev_bound_init(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_sock_map_get_from_fd(const union bpf_attr *a0, struct bpf_prog *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)sock_map_get_from_fd(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_sock_map_link_create(const union bpf_attr *a0, struct bpf_prog *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)sock_map_link_create(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_sock_map_prog_detach(const union bpf_attr *a0, enum bpf_prog_type a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)sock_map_prog_detach(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
