// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: enters a read-side critical section in each loop iteration
 * but leaves only one, after the loop.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_mtu_sample(int samples)
{
	int i, sum = 0;

	for (i = 0; i < samples; i++) {
		rcu_read_lock();
		sum += rcu_dereference(cur_route)->mtu;
#ifdef FIXED
		rcu_read_unlock();
#endif
	}
#ifndef FIXED
	rcu_read_unlock();
#endif
	return sum;
}
