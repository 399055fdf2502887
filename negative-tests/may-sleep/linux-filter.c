// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/filter.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/filter.h>

static void __used may_sleep_bpf_prog_create_from_user(struct bpf_prog **a0, struct sock_fprog *a1, bpf_aux_classic_check_t a2, bool a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)bpf_prog_create_from_user(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
