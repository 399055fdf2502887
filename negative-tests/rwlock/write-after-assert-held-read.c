// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a helper asserts only the read side (lockdep_assert_held_read())
 * and then writes the data, which needs the write side.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/lockdep.h>
#include <linux/spinlock.h>

struct table {
	rwlock_t lock;
	int entries __guarded_by(&lock);
};

static void __used table_reset_locked(struct table *t)
{
#ifdef FIXED
	lockdep_assert_held_write(&t->lock);
#else
	lockdep_assert_held_read(&t->lock);
#endif
	t->entries = 0;
}
