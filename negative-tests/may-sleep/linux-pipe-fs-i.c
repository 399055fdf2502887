// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/pipe_fs_i.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/fs.h>
#include <linux/pipe_fs_i.h>

static void __used may_sleep_pipe_fcntl(struct file *a0, unsigned int a1, unsigned int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)pipe_fcntl(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pipe_wait_readable(struct pipe_inode_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pipe_wait_readable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_pipe_wait_writable(struct pipe_inode_info *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pipe_wait_writable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
