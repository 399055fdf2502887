// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes an rw_semaphore for reading (down_read() may sleep)
 * while holding an rwlock_t for reading, which disables preemption.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>
#include <linux/spinlock.h>

struct route_table {
	rwlock_t lock;
	struct rw_semaphore cfg_sem;
	int nr_routes __guarded_by(&lock);
	int max_routes __guarded_by(&cfg_sem);
};

static bool __used route_table_full(struct route_table *t)
{
	int nr, max;

#ifdef FIXED
	down_read(&t->cfg_sem);
	max = t->max_routes;
	up_read(&t->cfg_sem);
#endif
	read_lock(&t->lock);
	nr = t->nr_routes;
#ifndef FIXED
	down_read(&t->cfg_sem);
	max = t->max_routes;
	up_read(&t->cfg_sem);
#endif
	read_unlock(&t->lock);
	return nr >= max;
}
