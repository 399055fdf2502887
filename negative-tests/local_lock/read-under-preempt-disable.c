// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads local_lock-guarded per-CPU data under preempt_disable()
 * instead of the local_lock (not a lock on PREEMPT_RT).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>
#include <linux/preempt.h>

struct pcp_stats {
	local_lock_t lock;
	unsigned long packets __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_stats, pcp_stats) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static unsigned long __used stats_packets(void)
{
	unsigned long n;

#ifdef FIXED
	local_lock(&pcp_stats.lock);
#else
	preempt_disable();
#endif
	n = this_cpu_ptr(&pcp_stats)->packets;
#ifdef FIXED
	local_unlock(&pcp_stats.lock);
#else
	preempt_enable();
#endif
	return n;
}
