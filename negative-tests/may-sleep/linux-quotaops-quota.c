// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/quotaops.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_QUOTA
 */
#include <linux/irqflags.h>
#include <linux/quotaops.h>

static void __used may_sleep_dquot_acquire(struct dquot *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dquot_acquire(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dquot_commit(struct dquot *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dquot_commit(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dquot_release(struct dquot *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dquot_release(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
