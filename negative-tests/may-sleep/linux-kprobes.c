// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/kprobes.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/kprobes.h>

static void __used may_sleep_register_kprobe(struct kprobe *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_kprobe(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_kprobes(struct kprobe **a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	unregister_kprobes(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_kretprobes(struct kretprobe **a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	unregister_kretprobes(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
