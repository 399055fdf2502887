// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes guard(rwsem_read) (a sleeping lock) inside an RCU read-side
 * critical section, instead of after rcu_read_unlock().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/rwsem.h>

struct limits {
	unsigned int max;
};

struct table {
	struct rw_semaphore sem;
	unsigned int used __guarded_by(&sem);
	struct limits __rcu *limits;
};

static bool __used table_full(struct table *t)
{
	unsigned int max;

	rcu_read_lock();
	max = rcu_dereference(t->limits)->max;
#ifndef FIXED
	guard(rwsem_read)(&t->sem);
#endif
	rcu_read_unlock();
#ifdef FIXED
	guard(rwsem_read)(&t->sem);
#endif
	return t->used >= max;
}
