// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the data on the path where a TRY_ACQUIRE(true, ...)
 * function failed.
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
static inline bool queue_lock_try(struct queue_lock *l)
	TRY_ACQUIRE(true, l) NO_THREAD_SAFETY_ANALYSIS
{
	return spin_trylock(&l->lock);
}

struct queue {
	struct queue_lock lock;
	int len GUARDED_BY(&lock);
};

static bool __used queue_try_push(struct queue *q)
{
#ifdef FIXED
	if (!queue_lock_try(&q->lock))
#else
	if (queue_lock_try(&q->lock))
#endif
		return false;
	q->len++;
	queue_lock_release(&q->lock);
	return true;
}
