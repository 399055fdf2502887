// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after the block holding guard(write_lock_irqsave)
 * ended.
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
	{
		guard(write_lock_irqsave)(&t->lock);
		t->entries = 0;
#ifdef FIXED
		t->generation++;
#endif
	}
#ifndef FIXED
	t->generation++;
#endif
}
