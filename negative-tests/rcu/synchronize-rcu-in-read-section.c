// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls synchronize_rcu() from inside a read-side critical
 * section (a deadlock).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_mtu_synced(void)
{
	int mtu;

#ifdef FIXED
	synchronize_rcu();
#endif
	rcu_read_lock();
#ifndef FIXED
	synchronize_rcu();
#endif
	mtu = rcu_dereference(cur_route)->mtu;
	rcu_read_unlock();
	return mtu;
}
