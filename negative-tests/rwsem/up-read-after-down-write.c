// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a write-locked rwsem with up_read().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_reset(struct table *t)
{
	down_write(&t->sem);
	t->entries = 0;
#ifdef FIXED
	up_write(&t->sem);
#else
	up_read(&t->sem);
#endif
}
