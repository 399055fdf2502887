// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/bpf.h>

static void __used may_sleep_bpf_map_offload_delete_elem(struct bpf_map *a0, void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_map_offload_delete_elem(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_map_offload_get_next_key(struct bpf_map *a0, void *a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_map_offload_get_next_key(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_map_offload_lookup_elem(struct bpf_map *a0, void *a1, void *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_map_offload_lookup_elem(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_map_offload_update_elem(struct bpf_map *a0, void *a1, void *a2, u64 a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_map_offload_update_elem(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_offload_dev_match(struct bpf_prog *a0, struct net_device *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_offload_dev_match(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_offload_dev_netdev_register(struct bpf_offload_dev *a0, struct net_device *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_offload_dev_netdev_register(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_offload_dev_netdev_unregister(struct bpf_offload_dev *a0, struct net_device *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_offload_dev_netdev_unregister(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_array_copy_to_user(struct bpf_prog_array *a0, __u32 *a1, u32 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_prog_array_copy_to_user(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_dev_bound_destroy(struct bpf_prog *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_prog_dev_bound_destroy(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_offload_info_fill(struct bpf_prog_info *a0, struct bpf_prog *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_prog_offload_info_fill(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
