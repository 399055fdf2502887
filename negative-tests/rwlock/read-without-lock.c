// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads rwlock-guarded data without taking either side.
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

#ifdef FIXED
	read_lock_irq(&t->lock);
#endif
	n = t->entries;
#ifdef FIXED
	read_unlock_irq(&t->lock);
#endif
	return n;
}
