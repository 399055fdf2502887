// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_BPF_JIT
 */
#include <linux/irqflags.h>
#include <linux/bpf.h>

static void __used may_sleep_bpf_dispatcher_change_prog(struct bpf_dispatcher *a0, struct bpf_prog *a1, struct bpf_prog *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_dispatcher_change_prog(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_trampoline_get(u64 a0, struct bpf_attach_target_info *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_trampoline_get(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_trampoline_link_prog(struct bpf_tramp_link *a0, struct bpf_trampoline *a1, struct bpf_prog *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_trampoline_link_prog(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_trampoline_put(struct bpf_trampoline *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_trampoline_put(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_trampoline_set_flags(struct bpf_trampoline *a0, u32 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_trampoline_set_flags(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_trampoline_unlink_prog(struct bpf_tramp_link *a0, struct bpf_trampoline *a1, struct bpf_prog *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_trampoline_unlink_prog(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
