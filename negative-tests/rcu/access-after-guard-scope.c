// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: rcu_dereference()s the pointer after the scoped_guard(rcu)
 * block ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_mtu_sum(void)
{
	int mtu = 0;

	scoped_guard(rcu) {
		mtu = rcu_dereference(cur_route)->mtu;
#ifdef FIXED
		mtu += rcu_dereference(cur_route)->mtu;
#endif
	}
#ifndef FIXED
	mtu += rcu_dereference(cur_route)->mtu;
#endif
	return mtu;
}
