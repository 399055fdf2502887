// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns early with the bucket lock that bucket_lock() returned
 * held: bucket_lock() is an __acquire_ret() wrapper, so its caller holds
 * the returned bucket's lock (the form of futex_q_lock()).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct bucket {
	spinlock_t lock;
	int waiters __guarded_by(&lock);
};

struct bucket *__bucket_lock(unsigned long key) __acquires_ret;
#define bucket_lock(key)	__acquire_ret(__bucket_lock(key), &__ret->lock)

static int __used bucket_add_waiter(unsigned long key, int max)
{
	struct bucket *b = bucket_lock(key);

	if (b->waiters >= max) {
#ifdef FIXED
		spin_unlock(&b->lock);
#endif
		return -EBUSY;
	}
	b->waiters++;
	spin_unlock(&b->lock);
	return 0;
}
