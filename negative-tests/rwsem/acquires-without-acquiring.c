// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __acquires_shared() returns without the
 * read side of the rwsem.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_begin_read(struct table *t)
	__acquires_shared(&t->sem)
{
#ifdef FIXED
	down_read(&t->sem);
#endif
}
