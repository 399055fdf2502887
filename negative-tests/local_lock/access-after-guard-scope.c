// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the per-CPU data after the block holding guard(local_lock)
 * ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

struct pcp_stats {
	local_lock_t lock;
	unsigned long packets __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_stats, pcp_stats) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static unsigned long __used stats_count_return(void)
{
	unsigned long n;

	{
		guard(local_lock)(&pcp_stats.lock);
		this_cpu_ptr(&pcp_stats)->packets++;
#ifdef FIXED
		n = this_cpu_ptr(&pcp_stats)->packets;
#endif
	}
#ifndef FIXED
	n = this_cpu_ptr(&pcp_stats)->packets;
#endif
	return n;
}
