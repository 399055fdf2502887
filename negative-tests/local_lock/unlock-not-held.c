// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a local_lock (irqrestore form) that is not held.
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

static void __used stats_done(unsigned long flags)
{
#ifdef FIXED
	local_lock_irqsave(&pcp_stats.lock, flags);
#endif
	local_unlock_irqrestore(&pcp_stats.lock, flags);
}
