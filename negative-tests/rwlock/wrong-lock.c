// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: read-locks one global rwlock and reads data guarded by another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

static DEFINE_RWLOCK(routes_lock);
static DEFINE_RWLOCK(neigh_lock);
static int nr_routes __guarded_by(&routes_lock);
static int nr_neigh __guarded_by(&neigh_lock);

static int __used neigh_count(void)
{
	int n;

#ifdef FIXED
	read_lock(&neigh_lock);
#else
	read_lock(&routes_lock);
#endif
	n = nr_neigh;
#ifdef FIXED
	read_unlock(&neigh_lock);
#else
	read_unlock(&routes_lock);
#endif
	return n;
}

static void __used route_add(void)
{
	write_lock(&routes_lock);
	nr_routes++;
	write_unlock(&routes_lock);
}
