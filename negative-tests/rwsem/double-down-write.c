// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the write side of an rwsem the function already holds
 * (a self-deadlock).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_add_two(struct table *t)
{
	down_write(&t->sem);
	t->entries++;
#ifndef FIXED
	down_write(&t->sem);
#endif
	t->entries++;
	up_write(&t->sem);
}
