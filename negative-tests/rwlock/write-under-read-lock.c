// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes rwlock-guarded data while holding only the read side.
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
	write_lock(&t->lock);
#else
	read_lock(&t->lock);
#endif
	t->entries++;
#ifdef FIXED
	write_unlock(&t->lock);
#else
	read_unlock(&t->lock);
#endif
}
