// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/jump_label.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_JUMP_LABEL
 */
#include <linux/irqflags.h>
#include <linux/jump_label.h>

static void __used may_sleep_jump_label_lock(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	jump_label_lock();
#ifndef FIXED
	local_irq_enable();
#endif
}
