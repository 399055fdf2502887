// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/netfs.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/netfs.h>

static void __used may_sleep_netfs_perform_write(struct kiocb *a0, struct iov_iter *a1, struct netfs_group *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)netfs_perform_write(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netfs_read_subreq_progress(struct netfs_io_subrequest *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	netfs_read_subreq_progress(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netfs_read_subreq_terminated(struct netfs_io_subrequest *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	netfs_read_subreq_terminated(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netfs_start_io_direct(struct inode *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)netfs_start_io_direct(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netfs_start_io_read(struct inode *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)netfs_start_io_read(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netfs_start_io_write(struct inode *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)netfs_start_io_write(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
