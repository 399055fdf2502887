// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the guarded data on the NULL path of a lookup declared
 * __cond_acquires(nonnull, ...), where the lock was not taken.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	spinlock_t lock;
	int misses __guarded_by(&lock);
};

struct entry;

struct entry *table_find_locked(struct table *t, int key)
	__cond_acquires(nonnull, &t->lock);

static void __used table_count(struct table *t, int key)
{
	struct entry *e = table_find_locked(t, key);

#ifdef FIXED
	if (e) {
		t->misses = 0;
		spin_unlock(&t->lock);
	}
#else
	if (!e)
		t->misses++;
	else
		spin_unlock(&t->lock);
#endif
}
