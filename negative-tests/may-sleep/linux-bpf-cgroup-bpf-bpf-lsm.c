// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_CGROUP_BPF CONFIG_BPF_LSM
 */
#include <linux/irqflags.h>
#include <linux/bpf.h>

static void __used may_sleep_bpf_trampoline_link_cgroup_shim(struct bpf_prog *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_trampoline_link_cgroup_shim(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_trampoline_unlink_cgroup_shim(struct bpf_prog *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_trampoline_unlink_cgroup_shim(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
