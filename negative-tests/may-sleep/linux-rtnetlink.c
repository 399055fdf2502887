// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/rtnetlink.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/rtnetlink.h>

static void __used may_sleep_refcount_dec_and_rtnl_lock(refcount_t *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)refcount_dec_and_rtnl_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rtnl_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	rtnl_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_rtnl_lock_killable(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)rtnl_lock_killable();
#ifndef FIXED
	local_irq_enable();
#endif
}
