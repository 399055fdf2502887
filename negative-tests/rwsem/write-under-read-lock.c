// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes rwsem-guarded data while holding only the read side
 * (down_read()).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_grow(struct table *t)
{
#ifdef FIXED
	down_write(&t->sem);
#else
	down_read(&t->sem);
#endif
	t->entries++;
#ifdef FIXED
	up_write(&t->sem);
#else
	up_read(&t->sem);
#endif
}
