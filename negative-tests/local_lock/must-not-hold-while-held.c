// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold() function, which takes the local_lock
 * itself, while holding it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

struct pcp_stats {
	local_lock_t lock;
	unsigned long packets __guarded_by(&lock);
	unsigned long drops __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_stats, pcp_stats) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static void stats_count_drop(void)
	__must_not_hold(&pcp_stats.lock)
{
	local_lock(&pcp_stats.lock);
	this_cpu_ptr(&pcp_stats)->drops++;
	local_unlock(&pcp_stats.lock);
}

static void __used stats_count(bool dropped)
{
	local_lock(&pcp_stats.lock);
	this_cpu_ptr(&pcp_stats)->packets++;
#ifdef FIXED
	local_unlock(&pcp_stats.lock);
	if (dropped)
		stats_count_drop();
#else
	if (dropped)
		stats_count_drop();
	local_unlock(&pcp_stats.lock);
#endif
}
