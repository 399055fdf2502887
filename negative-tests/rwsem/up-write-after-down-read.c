// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a read-locked rwsem with up_write().
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
#else
	up_write(&t->sem);
#endif
	return n;
}
