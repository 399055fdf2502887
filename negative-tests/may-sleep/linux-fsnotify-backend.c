// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/fsnotify_backend.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/fsnotify_backend.h>

static void __used may_sleep_fsnotify_destroy_group(struct fsnotify_group *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	fsnotify_destroy_group(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_fsnotify_group_lock(struct fsnotify_group *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	fsnotify_group_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_fsnotify_wait_marks_destroyed(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	fsnotify_wait_marks_destroyed();
#ifndef FIXED
	local_irq_enable();
#endif
}
