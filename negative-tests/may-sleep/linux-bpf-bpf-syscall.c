// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_BPF_SYSCALL
 */
#include <linux/irqflags.h>
#include <linux/bpf.h>

static void __used may_sleep_bpf_iter_get_func_proto(enum bpf_func_id a0, const struct bpf_prog *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_iter_get_func_proto(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_iter_link_attach(const union bpf_attr *a0, bpfptr_t a1, struct bpf_prog *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_iter_link_attach(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_iter_prog_supported(struct bpf_prog *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_iter_prog_supported(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_iter_reg_target(const struct bpf_iter_reg *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_iter_reg_target(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_iter_unreg_target(const struct bpf_iter_reg *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_iter_unreg_target(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
