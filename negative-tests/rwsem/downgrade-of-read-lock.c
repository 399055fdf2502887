// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls downgrade_write() on an rwsem held only for reading.
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
#ifdef FIXED
	down_write(&t->sem);
	t->generation++;
#else
	down_read(&t->sem);
#endif
	downgrade_write(&t->sem);
	n += t->entries;
	up_read(&t->sem);
	return n;
}
