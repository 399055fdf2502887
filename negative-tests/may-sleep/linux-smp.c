// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/smp.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/smp.h>

static void __used may_sleep_smp_call_on_cpu(unsigned int a0, __typeof__(int (*)(void *)) a1, void *a2, bool a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)smp_call_on_cpu(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
