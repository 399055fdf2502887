// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: rcu_dereference()s the pointer again after rcu_read_unlock()
 * ended the read-side critical section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_mtu_sum(void)
{
	int mtu;

	rcu_read_lock();
	mtu = rcu_dereference(cur_route)->mtu;
#ifdef FIXED
	mtu += rcu_dereference(cur_route)->mtu;
#endif
	rcu_read_unlock();
#ifndef FIXED
	mtu += rcu_dereference(cur_route)->mtu;
#endif
	return mtu;
}
