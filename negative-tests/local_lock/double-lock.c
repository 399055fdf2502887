// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the local_lock (irq form) while already holding it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

struct pcp_stats {
	local_lock_t lock;
	unsigned long packets __guarded_by(&lock);
	unsigned long bytes __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_stats, pcp_stats) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static void __used stats_count(unsigned int len)
{
	local_lock(&pcp_stats.lock);
	this_cpu_ptr(&pcp_stats)->packets++;
#ifndef FIXED
	local_lock_irq(&pcp_stats.lock);
#endif
	this_cpu_ptr(&pcp_stats)->bytes += len;
	local_unlock(&pcp_stats.lock);
}
