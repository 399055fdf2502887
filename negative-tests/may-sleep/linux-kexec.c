// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/kexec.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_KEXEC_CORE
 */
#include <linux/irqflags.h>
#include <linux/kexec.h>

static void __used may_sleep_kexec_load_permitted(int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)kexec_load_permitted(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
