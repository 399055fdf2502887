// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/syscore_ops.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/syscore_ops.h>

static void __used may_sleep_register_syscore(struct syscore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	register_syscore(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_syscore_shutdown(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	syscore_shutdown();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_syscore(struct syscore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	unregister_syscore(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
