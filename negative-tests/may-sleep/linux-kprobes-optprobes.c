// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/kprobes.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_OPTPROBES
 */
#include <linux/irqflags.h>
#include <linux/kprobes.h>

static void __used may_sleep_wait_for_kprobe_optimizer(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	wait_for_kprobe_optimizer();
#ifndef FIXED
	local_irq_enable();
#endif
}
