// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads rwsem-guarded data without taking either side.
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

#ifdef FIXED
	down_read(&t->sem);
#endif
	n = t->entries;
#ifdef FIXED
	up_read(&t->sem);
#endif
	return n;
}
