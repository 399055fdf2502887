// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold(RCU) function outside any read-side
 * critical section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int route_mtu_rcu(void)
	__must_hold(RCU)
{
	return rcu_dereference(cur_route)->mtu;
}

static int __used route_mtu(void)
{
	int mtu;

#ifdef FIXED
	rcu_read_lock();
#endif
	mtu = route_mtu_rcu();
#ifdef FIXED
	rcu_read_unlock();
#endif
	return mtu;
}
