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
