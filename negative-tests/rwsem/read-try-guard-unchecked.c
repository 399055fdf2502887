// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses guard(rwsem_read_try) and reads the data without checking
 * whether the trylock succeeded.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: conditional guards are declared as acquiring
 * unconditionally: Clang cannot tie a try-acquire to the guard object's
 * NULL / non-NULL lock pointer that scoped_guard() tests, so a guard()
 * whose failure is never checked is accepted.
 */
#include <linux/errno.h>
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static int __used table_try_size(struct table *t)
{
#ifdef FIXED
	scoped_guard(rwsem_read_try, &t->sem)
		return t->entries;
	return -EBUSY;
#else
	guard(rwsem_read_try)(&t->sem);
	return t->entries;
#endif
}
