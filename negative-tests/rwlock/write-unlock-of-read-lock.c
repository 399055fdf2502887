// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a read-locked rwlock with write_unlock_irqrestore().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static int __used table_size(struct table *t)
{
	unsigned long flags;
	int n;

	read_lock_irqsave(&t->lock, flags);
	n = t->entries;
#ifdef FIXED
	read_unlock_irqrestore(&t->lock, flags);
#else
	write_unlock_irqrestore(&t->lock, flags);
#endif
	return n;
}
