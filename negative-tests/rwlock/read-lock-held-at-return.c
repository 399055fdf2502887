// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns with the read side of the rwlock still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static int __used table_size(struct table *t)
{
	int n;

	read_lock_bh(&t->lock);
	n = t->entries;
#ifdef FIXED
	read_unlock_bh(&t->lock);
#endif
	return n;
}
