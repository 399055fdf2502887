// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/fb.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/fb.h>

static void __used may_sleep_lock_fb_info(struct fb_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lock_fb_info(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
