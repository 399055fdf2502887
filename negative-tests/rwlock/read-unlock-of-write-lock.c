// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a write-locked rwlock with read_unlock().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static void __used table_reset(struct table *t)
{
	write_lock_bh(&t->lock);
	t->entries = 0;
#ifdef FIXED
	write_unlock_bh(&t->lock);
#else
	read_unlock_bh(&t->lock);
#endif
}
