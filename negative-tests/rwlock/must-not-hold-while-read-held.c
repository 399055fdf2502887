// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold() function, which takes the write side,
 * while holding the read side of the same rwlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static void table_grow(struct table *t)
	__must_not_hold(&t->lock)
{
	write_lock(&t->lock);
	t->entries++;
	write_unlock(&t->lock);
}

static void __used table_grow_if_empty(struct table *t)
{
	bool empty;

	read_lock(&t->lock);
	empty = !t->entries;
#ifdef FIXED
	read_unlock(&t->lock);
	if (empty)
		table_grow(t);
#else
	if (empty)
		table_grow(t);
	read_unlock(&t->lock);
#endif
}
