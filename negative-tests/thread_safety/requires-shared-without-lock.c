// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a REQUIRES_SHARED() function without the capability.
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

static int table_size_locked(struct table *t) REQUIRES_SHARED(&t->lock)
{
	return t->entries;
}

static int __used table_size(struct table *t)
{
	int n;

#ifdef FIXED
	table_read_lock(&t->lock);
#endif
	n = table_size_locked(t);
#ifdef FIXED
	table_read_unlock(&t->lock);
#endif
	return n;
}

static void __used table_reset(struct table *t)
{
	table_write_lock(&t->lock);
	t->entries = 0;
	table_write_unlock(&t->lock);
}
