// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the write side (irq form) of an rwlock the function already
 * holds for writing.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
	int generation __guarded_by(&lock);
};

static void __used table_reset(struct table *t)
{
	write_lock(&t->lock);
	t->entries = 0;
#ifndef FIXED
	write_lock_irq(&t->lock);
#endif
	t->generation++;
	write_unlock(&t->lock);
}
