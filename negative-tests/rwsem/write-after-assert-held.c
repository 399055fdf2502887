// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a helper asserts only rwsem_assert_held() (held for read or
 * write) and then writes the guarded data.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: Clang has no assertion for "held in an unknown mode":
 * rwsem_assert_held() is declared as asserting an exclusive hold (a shared
 * one would reject writers that hold the write side), so a write after it
 * is accepted.
 */
#include <linux/rwsem.h>

struct table {
	struct rw_semaphore sem;
	int entries __guarded_by(&sem);
};

static void __used table_set_locked(struct table *t, int n)
{
#ifdef FIXED
	rwsem_assert_held_write(&t->sem);
#else
	rwsem_assert_held(&t->sem);
#endif
	t->entries = n;
}
