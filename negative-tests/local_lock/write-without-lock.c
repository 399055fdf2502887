// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes local_lock-guarded per-CPU data without the local_lock.
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

static void __used stats_count_packet(void)
{
#ifdef FIXED
	local_lock(&pcp_stats.lock);
#endif
	this_cpu_ptr(&pcp_stats)->packets++;
#ifdef FIXED
	local_unlock(&pcp_stats.lock);
#endif
}
