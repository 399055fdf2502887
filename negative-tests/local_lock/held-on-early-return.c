// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return leaves the local_lock held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

struct pcp_pool {
	local_lock_t lock;
	unsigned int free __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_pool, pcp_pool) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static int __used pool_take(void)
{
	unsigned long flags;

	local_lock_irqsave(&pcp_pool.lock, flags);
	if (!this_cpu_ptr(&pcp_pool)->free) {
#ifdef FIXED
		local_unlock_irqrestore(&pcp_pool.lock, flags);
#endif
		return -ENOMEM;
	}
	this_cpu_ptr(&pcp_pool)->free--;
	local_unlock_irqrestore(&pcp_pool.lock, flags);
	return 0;
}
