// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/user_events.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_USER_EVENTS
 */
#include <linux/irqflags.h>
#include <linux/user_events.h>

static void __used may_sleep_user_event_mm_remove(struct task_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	user_event_mm_remove(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
