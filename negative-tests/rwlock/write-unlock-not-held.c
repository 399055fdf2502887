// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases the write side (irqrestore form) of an rwlock that is
 * not held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static void __used table_end_update(struct table *t, unsigned long flags)
{
#ifdef FIXED
	write_lock_irqsave(&t->lock, flags);
#endif
	write_unlock_irqrestore(&t->lock, flags);
}
