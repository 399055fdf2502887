// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: announces a user-memory access with might_fault() (a page fault
 * may sleep) while holding a spinlock, where preemption is disabled,
 * instead of before taking it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kernel.h>
#include <linux/spinlock.h>

struct ring_stats {
	spinlock_t lock;
	unsigned long copies __guarded_by(&lock);
};

static void __used ring_stats_copy_begin(struct ring_stats *s)
{
#ifdef FIXED
	might_fault();
	spin_lock(&s->lock);
#else
	spin_lock(&s->lock);
	might_fault();
#endif
	s->copies++;
	spin_unlock(&s->lock);
}
