// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return leaves the RCU read-side critical section
 * open.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_mtu(void)
{
	struct route *r;
	int mtu;

	rcu_read_lock();
	r = rcu_dereference(cur_route);
	if (!r) {
#ifdef FIXED
		rcu_read_unlock();
#endif
		return -1;
	}
	mtu = r->mtu;
	rcu_read_unlock();
	return mtu;
}
