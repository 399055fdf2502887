// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls an ASSERT_SHARED_CAPABILITY() function and then writes
 * the data, which needs the capability exclusively.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>
#include <linux/thread_safety.h>

struct CAPABILITY("table_lock") table_lock {
	rwlock_t rw;
};

static inline void table_read_lock(struct table_lock *l)
	ACQUIRE_SHARED(l) NO_THREAD_SAFETY_ANALYSIS
{
	read_lock(&l->rw);
}

static inline void table_read_unlock(struct table_lock *l)
	RELEASE_SHARED(l) NO_THREAD_SAFETY_ANALYSIS
{
	read_unlock(&l->rw);
}

static inline void table_write_lock(struct table_lock *l)
	ACQUIRE(l) NO_THREAD_SAFETY_ANALYSIS
{
	write_lock(&l->rw);
}

static inline void table_write_unlock(struct table_lock *l)
	RELEASE(l) NO_THREAD_SAFETY_ANALYSIS
{
	write_unlock(&l->rw);
}

static inline void table_assert_read_locked(struct table_lock *l)
	ASSERT_SHARED_CAPABILITY(l) NO_THREAD_SAFETY_ANALYSIS
{
	lockdep_assert_held_read(&l->rw);
}

static inline void table_assert_write_locked(struct table_lock *l)
	ASSERT_CAPABILITY(l) NO_THREAD_SAFETY_ANALYSIS
{
	lockdep_assert_held_write(&l->rw);
}

struct table {
	struct table_lock lock;
	int entries GUARDED_BY(&lock);
};

static void __used table_reset_locked(struct table *t)
{
#ifdef FIXED
	table_assert_write_locked(&t->lock);
#else
	table_assert_read_locked(&t->lock);
#endif
	t->entries = 0;
}
