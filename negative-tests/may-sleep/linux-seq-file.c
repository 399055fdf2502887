// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/seq_file.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/seq_file.h>

static void __used may_sleep_seq_lseek(struct file *a0, loff_t a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)seq_lseek(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_seq_read_iter(struct kiocb *a0, struct iov_iter *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)seq_read_iter(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
