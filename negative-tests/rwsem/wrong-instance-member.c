// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: write-locks one object's rwsem and writes another object's data.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: in C, Clang resolves a member's __guarded_by(&sem) to the
 * field of any instance ('&table::sem'), so holding src->sem satisfies
 * dst->entries; instances of a struct cannot be told apart.
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_move(struct table *src, struct table *dst)
{
	down_write(&src->sem);
	src->entries--;
	up_write(&src->sem);
#ifdef FIXED
	down_write(&dst->sem);
#else
	down_write(&src->sem);
#endif
	dst->entries++;
#ifdef FIXED
	up_write(&dst->sem);
#else
	up_write(&src->sem);
#endif
}
