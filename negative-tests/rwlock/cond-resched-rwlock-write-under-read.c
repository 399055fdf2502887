// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls cond_resched_rwlock_write() while holding the rwlock for
 * reading only; it requires the lock held for writing.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/sched.h>
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static int __used table_scan(struct table *t)
{
	int n;

	read_lock(&t->lock);
	n = t->entries;
#ifdef FIXED
	cond_resched_rwlock_read(&t->lock);
#else
	cond_resched_rwlock_write(&t->lock);
#endif
	n += t->entries;
	read_unlock(&t->lock);
	return n;
}
