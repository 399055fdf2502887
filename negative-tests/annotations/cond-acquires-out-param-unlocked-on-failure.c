// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: unlocks the bucket after bucket_setup() failed: it returns 0
 * with (*bp)->lock held, an error with nothing held (the form of
 * futex_wait_setup(), whose bucket comes back through an out parameter).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct bucket {
	spinlock_t lock;
	int waiters __guarded_by(&lock);
};

int bucket_setup(unsigned long key, struct bucket **bp)
	__cond_acquires(0, &(*bp)->lock);

static int __used bucket_wait(unsigned long key)
{
	struct bucket *b;
	int ret;

	ret = bucket_setup(key, &b);
	if (ret) {
#ifndef FIXED
		spin_unlock(&b->lock);
#endif
		return ret;
	}
	b->waiters++;
	spin_unlock(&b->lock);
	return 0;
}
