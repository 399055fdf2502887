// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: treats down_read_killable()'s error return as success.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static int __used table_size(struct table *t)
{
	int n;

#ifdef FIXED
	if (down_read_killable(&t->sem))
#else
	if (!down_read_killable(&t->sem))
#endif
		return -EINTR;
	n = t->entries;
	up_read(&t->sem);
	return n;
}
