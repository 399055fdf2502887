// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/kprobes.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_KPROBES
 */
#include <linux/irqflags.h>
#include <linux/kprobes.h>

#ifdef __ARCH_WANT_KPROBES_INSN_SLOT
static void __used may_sleep___free_insn_slot(struct kprobe_insn_cache *a0, kprobe_opcode_t *a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__free_insn_slot(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
#endif

#ifdef __ARCH_WANT_KPROBES_INSN_SLOT
static void __used may_sleep___get_insn_slot(struct kprobe_insn_cache *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__get_insn_slot(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
#endif

static void __used may_sleep_disable_kprobe(struct kprobe *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)disable_kprobe(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_enable_kprobe(struct kprobe *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)enable_kprobe(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kprobe_free_init_mem(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kprobe_free_init_mem();
#ifndef FIXED
	local_irq_enable();
#endif
}
