// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/damon.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_DAMON
 */
#include <linux/irqflags.h>
#include <linux/damon.h>

static void __used may_sleep_damon_is_registered_ops(enum damon_ops_id a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)damon_is_registered_ops(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_damon_is_running(struct damon_ctx *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)damon_is_running(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_damon_kdamond_pid(struct damon_ctx *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)damon_kdamond_pid(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_damon_nr_running_ctxs(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)damon_nr_running_ctxs();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_damon_register_ops(struct damon_operations *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)damon_register_ops(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_damon_select_ops(struct damon_ctx *a0, enum damon_ops_id a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)damon_select_ops(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_damon_start(struct damon_ctx **a0, int a1, bool a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)damon_start(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
