// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: nested read-side critical sections: two rcu_read_lock()
 * calls are closed by three rcu_read_unlock() calls.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_mtu_twice(void)
{
	int mtu;

	rcu_read_lock();
	mtu = rcu_dereference(cur_route)->mtu;
	rcu_read_lock();
	mtu += rcu_dereference(cur_route)->mtu;
	rcu_read_unlock();
	rcu_read_unlock();
#ifndef FIXED
	rcu_read_unlock();
#endif
	return mtu;
}
