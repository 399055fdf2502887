// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/lockd/bind.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/lockd/bind.h>

static void __used may_sleep_lockd_down(struct net *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lockd_down(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_lockd_up(struct net *a0, const struct cred *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)lockd_up(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
