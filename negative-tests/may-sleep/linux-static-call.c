// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/static_call.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_HAVE_STATIC_CALL
 */
#include <linux/irqflags.h>
#include <linux/static_call.h>

static void __used may_sleep_arch_static_call_transform(void *a0, void *a1, void *a2, bool a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	arch_static_call_transform(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
