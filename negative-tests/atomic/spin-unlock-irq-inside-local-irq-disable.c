// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a spinlock taken with spin_lock() by spin_unlock_irq()
 * inside a local_irq_disable() region, which enables interrupts before
 * the region's local_irq_enable().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/spinlock.h>

struct rq_stub {
	spinlock_t lock;
	unsigned int nr_running __guarded_by(&lock);
};

static void __used rq_account(struct rq_stub *rq, unsigned int *irq_stat)
{
	local_irq_disable();
	spin_lock(&rq->lock);
	rq->nr_running++;
#ifdef FIXED
	spin_unlock(&rq->lock);
#else
	spin_unlock_irq(&rq->lock);
#endif
	(*irq_stat)++;
	local_irq_enable();
}
