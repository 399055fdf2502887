// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after a TRY_ACQUIRE_SHARED() function
 * succeeded, which only gives shared access.
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

static inline bool table_read_trylock(struct table_lock *l)
	TRY_ACQUIRE_SHARED(true, l) NO_THREAD_SAFETY_ANALYSIS
{
	return read_trylock(&l->rw);
}

struct table {
	struct table_lock lock;
	int entries GUARDED_BY(&lock);
	int lookups GUARDED_BY(&lock);
};

static int __used table_try_size(struct table *t)
{
	int n;

	if (!table_read_trylock(&t->lock))
		return -1;
	n = t->entries;
#ifndef FIXED
	t->lookups++;
#endif
	table_read_unlock(&t->lock);
#ifdef FIXED
	/* The count is written under the write side, taken separately. */
	table_write_lock(&t->lock);
	t->lookups++;
	table_write_unlock(&t->lock);
#endif
	return n;
}

static void __used table_reset(struct table *t)
{
	table_write_lock(&t->lock);
	t->entries = 0;
	t->lookups = 0;
	table_write_unlock(&t->lock);
}
