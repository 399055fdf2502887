// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: rcu_dereference()s an __rcu_guarded pointer outside any RCU
 * read-side critical section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_mtu(void)
{
	int mtu;

#ifdef FIXED
	rcu_read_lock();
#endif
	mtu = rcu_dereference(cur_route)->mtu;
#ifdef FIXED
	rcu_read_unlock();
#endif
	return mtu;
}
