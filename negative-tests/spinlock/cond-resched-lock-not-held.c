// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: forgets to take the lock around a drain loop that calls
 * cond_resched_lock(), which drops and retakes the lock and so requires it
 * held: the call is reported, and so are the loop's reads and writes of the
 * guarded counter.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/sched.h>
#include <linux/spinlock.h>

struct queue {
	spinlock_t lock;
	int pending __guarded_by(&lock);
};

static void __used queue_drain(struct queue *q)
{
#ifdef FIXED
	spin_lock(&q->lock);
#endif
	while (q->pending) {
		q->pending--;
		cond_resched_lock(&q->lock);
	}
#ifdef FIXED
	spin_unlock(&q->lock);
#endif
}
