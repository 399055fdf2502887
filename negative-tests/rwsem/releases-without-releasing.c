// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __releases() returns with the rwsem still
 * write-locked.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_end_update(struct table *t)
	__releases(&t->sem)
{
	t->entries++;
#ifdef FIXED
	up_write(&t->sem);
#endif
}
