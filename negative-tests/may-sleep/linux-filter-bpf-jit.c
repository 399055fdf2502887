// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/filter.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_BPF_JIT
 */
#include <linux/irqflags.h>
#include <linux/filter.h>

static void __used may_sleep_bpf_prog_pack_alloc(u32 a0, bpf_jit_fill_hole_t a1, bool a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_prog_pack_alloc(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_bpf_prog_pack_free(void *a0, u32 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_prog_pack_free(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
