// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an error return leaves the rwsem write-locked.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
	int capacity __guarded_by(&sem);
};

static int __used table_insert(struct table *t)
{
	down_write(&t->sem);
	if (t->entries >= t->capacity) {
#ifdef FIXED
		up_write(&t->sem);
#endif
		return -ENOSPC;
	}
	t->entries++;
	up_write(&t->sem);
	return 0;
}
