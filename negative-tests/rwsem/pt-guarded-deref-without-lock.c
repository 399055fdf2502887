// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: dereferences a __pt_guarded_by() pointer without the rwsem.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int *slots __pt_guarded_by(&sem);
};

static int __used table_slot(struct table *t, int i)
{
	int v;

#ifdef FIXED
	down_read(&t->sem);
#endif
	v = t->slots[i];
#ifdef FIXED
	up_read(&t->sem);
#endif
	return v;
}
