// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns with the read side of the rwsem still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static int __used table_size(struct table *t)
{
	int n;

	down_read(&t->sem);
	n = t->entries;
#ifdef FIXED
	up_read(&t->sem);
#endif
	return n;
}
