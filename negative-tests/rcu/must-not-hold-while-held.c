// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold(RCU) function, which waits for a
 * grace period, from inside a read-side critical section (a deadlock).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static void route_sync(void)
	__must_not_hold(RCU)
{
	synchronize_rcu();
}

static int __used route_mtu_synced(void)
{
	int mtu;

#ifdef FIXED
	route_sync();
#endif
	rcu_read_lock();
#ifndef FIXED
	route_sync();
#endif
	mtu = rcu_dereference(cur_route)->mtu;
	rcu_read_unlock();
	return mtu;
}
