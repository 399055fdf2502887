// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the write side only on one branch, then writes the data
 * and releases it on both.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_grow(struct table *t, bool locked_by_caller)
{
#ifdef FIXED
	(void)locked_by_caller;
	down_write(&t->sem);
#else
	if (!locked_by_caller)
		down_write(&t->sem);
#endif
	t->entries++;
	up_write(&t->sem);
}
