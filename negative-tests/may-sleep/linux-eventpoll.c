// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/eventpoll.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_KCMP
 */
#include <linux/irqflags.h>
#include <linux/fs.h>
#include <linux/uaccess.h>
#include <linux/eventpoll.h>

static void __used may_sleep_get_epoll_tfile_raw_ptr(struct file *a0, int a1, unsigned long a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)get_epoll_tfile_raw_ptr(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
