// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: dereferences a PT_GUARDED_BY() pointer without the capability.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>
#include <linux/thread_safety.h>

struct CAPABILITY("queue_lock") queue_lock {
	spinlock_t lock;
};

static inline void queue_lock_acquire(struct queue_lock *l)
	ACQUIRE(l) NO_THREAD_SAFETY_ANALYSIS
{
	spin_lock(&l->lock);
}

static inline void queue_lock_release(struct queue_lock *l)
	RELEASE(l) NO_THREAD_SAFETY_ANALYSIS
{
	spin_unlock(&l->lock);
}

struct queue {
	struct queue_lock lock;
	int *slots PT_GUARDED_BY(&lock);
};

static int __used queue_peek(struct queue *q)
{
	int v;

#ifdef FIXED
	queue_lock_acquire(&q->lock);
#endif
	v = q->slots[0];
#ifdef FIXED
	queue_lock_release(&q->lock);
#endif
	return v;
}
