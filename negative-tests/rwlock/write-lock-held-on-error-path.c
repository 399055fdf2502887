// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an error return leaves the write side of the rwlock held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static int __used table_add(struct table *t, int max)
{
	write_lock_bh(&t->lock);
	if (t->entries >= max) {
#ifdef FIXED
		write_unlock_bh(&t->lock);
#endif
		return -ENOSPC;
	}
	t->entries++;
	write_unlock_bh(&t->lock);
	return 0;
}
