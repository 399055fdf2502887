// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes rwsem-guarded data without taking the rwsem.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_clear(struct table *t)
{
#ifdef FIXED
	down_write(&t->sem);
#endif
	t->entries = 0;
#ifdef FIXED
	up_write(&t->sem);
#endif
}
