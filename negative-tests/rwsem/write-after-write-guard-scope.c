// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after the block holding guard(rwsem_write) ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
	int generation __guarded_by(&sem);
};

static void __used table_reset(struct table *t)
{
	{
		guard(rwsem_write)(&t->sem);
		t->entries = 0;
#ifdef FIXED
		t->generation++;
#endif
	}
#ifndef FIXED
	t->generation++;
#endif
}
