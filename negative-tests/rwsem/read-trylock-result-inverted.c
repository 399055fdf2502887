// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data on the path where down_read_trylock() failed.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static int __used table_try_size(struct table *t)
{
	int n;

#ifdef FIXED
	if (!down_read_trylock(&t->sem))
#else
	if (down_read_trylock(&t->sem))
#endif
		return -EBUSY;
	n = t->entries;
	up_read(&t->sem);
	return n;
}
