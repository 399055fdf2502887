// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data inside scoped_guard(read_lock), a shared hold.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static void __used table_grow(struct table *t)
{
#ifdef FIXED
	scoped_guard(write_lock, &t->lock)
#else
	scoped_guard(read_lock, &t->lock)
#endif
		t->entries++;
}
