// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the read side of an rwsem again while already holding it;
 * recursive read locking deadlocks when a writer queues in between.
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

	down_read(&t->sem);
	n = t->capacity;
#ifndef FIXED
	down_read(&t->sem);
#endif
	n -= t->entries;
	up_read(&t->sem);
	return n;
}
