// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns with the local_lock (irq form) still held.
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
	local_lock_irq(&pcp_stats.lock);
	this_cpu_ptr(&pcp_stats)->packets++;
#ifdef FIXED
	local_unlock_irq(&pcp_stats.lock);
#endif
}
