// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data after the scoped_guard(rwsem_read) block ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
	int capacity __guarded_by(&sem);
};

static int __used table_free_slots(struct table *t)
{
	int n;

	scoped_guard(rwsem_read, &t->sem) {
		n = t->capacity;
#ifdef FIXED
		n -= t->entries;
#endif
	}
#ifndef FIXED
	n -= t->entries;
#endif
	return n;
}
