// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_BPF_JIT CONFIG_BPF_SYSCALL
 */
#include <linux/irqflags.h>
#include <linux/bpf.h>

static void __used may_sleep_bpf_struct_ops_link_create(union bpf_attr *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_struct_ops_link_create(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
