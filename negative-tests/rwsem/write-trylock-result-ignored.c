// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ignores down_write_trylock()'s result and writes the data anyway.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_try_clear(struct table *t)
{
#ifdef FIXED
	if (!down_write_trylock(&t->sem))
		return;
#else
	down_write_trylock(&t->sem);
#endif
	t->entries = 0;
	up_write(&t->sem);
}
