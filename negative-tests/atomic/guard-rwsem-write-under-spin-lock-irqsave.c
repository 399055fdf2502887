// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes guard(rwsem_write) (a sleeping lock) while holding a
 * spinlock taken with spin_lock_irqsave(), instead of before it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>
#include <linux/spinlock.h>

struct route_table {
	struct rw_semaphore sem;
	spinlock_t stats_lock;
	unsigned int generation __guarded_by(&sem);
	unsigned long lookups __guarded_by(&stats_lock);
};

static void __used route_table_flush(struct route_table *t)
{
	unsigned long flags;

#ifdef FIXED
	guard(rwsem_write)(&t->sem);
	spin_lock_irqsave(&t->stats_lock, flags);
#else
	spin_lock_irqsave(&t->stats_lock, flags);
	guard(rwsem_write)(&t->sem);
#endif
	t->generation++;
	t->lookups = 0;
	spin_unlock_irqrestore(&t->stats_lock, flags);
}
