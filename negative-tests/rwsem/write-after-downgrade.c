// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after downgrade_write() turned the hold into a
 * shared one.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
	int generation __guarded_by(&sem);
};

static int __used table_publish(struct table *t, int n)
{
	down_write(&t->sem);
	t->entries = n;
#ifdef FIXED
	t->generation++;
#endif
	downgrade_write(&t->sem);
#ifndef FIXED
	t->generation++;
#endif
	n = t->entries;
	up_read(&t->sem);
	return n;
}
