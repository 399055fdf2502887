// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __releases_shared() returns with the read
 * side of the rwlock still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static int __used table_end_lookup(struct table *t)
	__releases_shared(&t->lock)
{
	int n = t->entries;

#ifdef FIXED
	read_unlock(&t->lock);
#endif
	return n;
}
