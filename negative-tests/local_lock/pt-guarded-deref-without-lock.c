// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes through a __pt_guarded_by() per-CPU pointer without the
 * local_lock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

struct pcp_hist {
	local_lock_t lock;
	unsigned int *buckets __pt_guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_hist, pcp_hist) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static void __used hist_record(unsigned int bucket)
{
	unsigned long flags;

#ifdef FIXED
	local_lock_irqsave(&pcp_hist.lock, flags);
#else
	local_irq_save(flags);
#endif
	this_cpu_ptr(&pcp_hist)->buckets[bucket]++;
#ifdef FIXED
	local_unlock_irqrestore(&pcp_hist.lock, flags);
#else
	local_irq_restore(flags);
#endif
}
