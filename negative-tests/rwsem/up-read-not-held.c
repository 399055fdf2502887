// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases the read side of an rwsem that is not held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_done(struct table *t)
{
#ifdef FIXED
	down_read(&t->sem);
#endif
	up_read(&t->sem);
}
