// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() function without the rwsem.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void table_set_locked(struct table *t, int n)
	__must_hold(&t->sem)
{
	t->entries = n;
}

static void __used table_set(struct table *t, int n)
{
#ifdef FIXED
	down_write(&t->sem);
#endif
	table_set_locked(t, n);
#ifdef FIXED
	up_write(&t->sem);
#endif
}
