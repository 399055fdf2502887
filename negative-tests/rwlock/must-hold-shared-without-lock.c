// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold_shared() function without the rwlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static int table_size_locked(struct table *t)
	__must_hold_shared(&t->lock)
{
	return t->entries;
}

static int __used table_size(struct table *t)
{
	int n;

#ifdef FIXED
	read_lock(&t->lock);
#endif
	n = table_size_locked(t);
#ifdef FIXED
	read_unlock(&t->lock);
#endif
	return n;
}
