// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold() function, which takes the rwsem for
 * writing itself, while holding its read side.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void table_grow(struct table *t)
	__must_not_hold(&t->sem)
{
	down_write(&t->sem);
	t->entries++;
	up_write(&t->sem);
}

static void __used table_grow_if_empty(struct table *t)
{
	bool empty;

	down_read(&t->sem);
	empty = !t->entries;
#ifdef FIXED
	up_read(&t->sem);
	if (empty)
		table_grow(t);
#else
	if (empty)
		table_grow(t);
	up_read(&t->sem);
#endif
}
