// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes rwlock-guarded data without taking the write side.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static void __used table_reset(struct table *t)
{
#ifdef FIXED
	write_lock(&t->lock);
#endif
	t->entries = 0;
#ifdef FIXED
	write_unlock(&t->lock);
#endif
}
