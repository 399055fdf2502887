// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes one global rwsem for writing and writes the data guarded
 * by another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>

static DECLARE_RWSEM(routes_sem);
static DECLARE_RWSEM(neigh_sem);
static int nr_routes __guarded_by(&routes_sem);
static int nr_neighbours __guarded_by(&neigh_sem);

static void __used neigh_add(void)
{
#ifdef FIXED
	down_write(&neigh_sem);
#else
	down_write(&routes_sem);
#endif
	nr_neighbours++;
#ifdef FIXED
	up_write(&neigh_sem);
#else
	up_write(&routes_sem);
#endif
}

static int __used routes_count(void)
{
	int n;

	down_read(&routes_sem);
	n = nr_routes;
	up_read(&routes_sem);
	return n;
}
