// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data on the path where write_trylock() failed.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static bool __used table_try_reset(struct table *t)
{
#ifdef FIXED
	if (!write_trylock(&t->lock))
#else
	if (write_trylock(&t->lock))
#endif
		return false;
	t->entries = 0;
	write_unlock(&t->lock);
	return true;
}
