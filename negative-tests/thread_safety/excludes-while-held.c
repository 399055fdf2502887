// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls an EXCLUDES() function, which acquires the capability
 * itself, while holding it.
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
	int len GUARDED_BY(&lock);
	int pushes GUARDED_BY(&lock);
};

static void queue_count_push(struct queue *q) EXCLUDES(&q->lock)
{
	queue_lock_acquire(&q->lock);
	q->pushes++;
	queue_lock_release(&q->lock);
}

static void __used queue_push(struct queue *q)
{
	queue_lock_acquire(&q->lock);
	q->len++;
#ifdef FIXED
	queue_lock_release(&q->lock);
	queue_count_push(q);
#else
	queue_count_push(q);
	queue_lock_release(&q->lock);
#endif
}
