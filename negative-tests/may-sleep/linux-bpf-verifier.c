// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf_verifier.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/bpf_verifier.h>

static void __used may_sleep_bpf_prog_offload_finalize(struct bpf_verifier_env *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_prog_offload_finalize(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_offload_remove_insns(struct bpf_verifier_env *a0, u32 a1, u32 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_prog_offload_remove_insns(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_offload_replace_insn(struct bpf_verifier_env *a0, u32 a1, struct bpf_insn *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_prog_offload_replace_insn(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_offload_verifier_prep(struct bpf_prog *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_prog_offload_verifier_prep(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_offload_verify_insn(struct bpf_verifier_env *a0, int a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_prog_offload_verify_insn(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
