// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: treats a zero return of a __cond_acquires(nonzero, ...) function
 * as success and uses the guarded data, where the lock was not taken.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct queue {
	struct mutex lock;
	int depth __guarded_by(&lock);
};

int queue_try_grab(struct queue *q) __cond_acquires(nonzero, &q->lock);

static void __used queue_bump(struct queue *q)
{
#ifdef FIXED
	if (queue_try_grab(q)) {
#else
	if (!queue_try_grab(q)) {
#endif
		q->depth++;
		mutex_unlock(&q->lock);
	}
}
