// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/jbd2.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/jbd2.h>

static void __used may_sleep_jbd2_journal_abort(journal_t *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	jbd2_journal_abort(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_jbd2_journal_flush(journal_t *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)jbd2_journal_flush(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_jbd2_update_log_tail(journal_t *a0, tid_t a1, unsigned long a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	jbd2_update_log_tail(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
