// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/sched.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_PREEMPT_DYNAMIC CONFIG_HAVE_PREEMPT_DYNAMIC_CALL
 */
#include <linux/irqflags.h>
#include <linux/sched.h>

static void __used may_sleep_sched_dynamic_klp_disable(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	sched_dynamic_klp_disable();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_sched_dynamic_klp_enable(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	sched_dynamic_klp_enable();
#ifndef FIXED
	local_irq_enable();
#endif
}
