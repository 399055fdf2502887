// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __acquires_shared() returns without taking
 * the read side of the rwlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static void __used table_begin_lookup(struct table *t)
	__acquires_shared(&t->lock)
{
#ifdef FIXED
	read_lock(&t->lock);
#endif
}
