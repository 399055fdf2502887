// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() function without holding the local_lock.
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

static void stats_reset_locked(void)
	__must_hold(&pcp_stats.lock)
{
	this_cpu_ptr(&pcp_stats)->packets = 0;
}

static void __used stats_reset(void)
{
#ifdef FIXED
	local_lock(&pcp_stats.lock);
#endif
	stats_reset_locked();
#ifdef FIXED
	local_unlock(&pcp_stats.lock);
#endif
}
