// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after a successful read_trylock(), which only
 * gives shared access.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static bool __used table_try_grow(struct table *t)
{
#ifdef FIXED
	if (!write_trylock(&t->lock))
		return false;
	t->entries++;
	write_unlock(&t->lock);
#else
	if (!read_trylock(&t->lock))
		return false;
	t->entries++;
	read_unlock(&t->lock);
#endif
	return true;
}
