// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the read side in each loop iteration but releases it only
 * once, after the loop.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static int __used table_sample(struct table *t, int samples)
{
	int i, sum = 0;

	for (i = 0; i < samples; i++) {
		down_read(&t->sem);
		sum += t->entries;
#ifdef FIXED
		up_read(&t->sem);
#endif
	}
#ifndef FIXED
	up_read(&t->sem);
#endif
	return sum;
}
