// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() (exclusive) function holding the read side.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static void table_set(struct table *t, int n)
	__must_hold(&t->lock)
{
	t->entries = n;
}

static void __used table_clear(struct table *t)
{
#ifdef FIXED
	write_lock(&t->lock);
#else
	read_lock(&t->lock);
#endif
	table_set(t, 0);
#ifdef FIXED
	write_unlock(&t->lock);
#else
	read_unlock(&t->lock);
#endif
}
