// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/jump_label_ratelimit.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_JUMP_LABEL
 */
#include <linux/irqflags.h>
#include <linux/jump_label_ratelimit.h>

static void __used may_sleep___static_key_deferred_flush(void *a0, struct delayed_work *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__static_key_deferred_flush(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
