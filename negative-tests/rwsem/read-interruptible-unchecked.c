// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data without checking whether
 * down_read_interruptible() took the read side.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static int __used table_size(struct table *t, int *n)
{
	int err = down_read_interruptible(&t->sem);

#ifdef FIXED
	if (err)
		return err;
	*n = t->entries;
	up_read(&t->sem);
	return 0;
#else
	*n = t->entries;
	if (!err)
		up_read(&t->sem);
	return err;
#endif
}
