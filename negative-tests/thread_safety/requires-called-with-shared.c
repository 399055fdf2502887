// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a REQUIRES() (exclusive) function holding the capability
 * only shared (ACQUIRE_SHARED()).
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

struct table {
	struct table_lock lock;
	int entries GUARDED_BY(&lock);
};

static void table_clear_locked(struct table *t) REQUIRES(&t->lock)
{
	t->entries = 0;
}

static void __used table_clear(struct table *t)
{
#ifdef FIXED
	table_write_lock(&t->lock);
#else
	table_read_lock(&t->lock);
#endif
	table_clear_locked(t);
#ifdef FIXED
	table_write_unlock(&t->lock);
#else
	table_read_unlock(&t->lock);
#endif
}
