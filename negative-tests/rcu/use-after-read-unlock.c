// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: keeps using the object that rcu_dereference() returned after
 * rcu_read_unlock(), when it may already have been freed.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: the analysis guards the __rcu_guarded pointer variable,
 * not the lifetime of the object it points to: a local copy of the pointer
 * is not tracked past the end of the read-side critical section.
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_mtu(void)
{
	struct route *r;
	int mtu = 0;

	rcu_read_lock();
	r = rcu_dereference(cur_route);
#ifdef FIXED
	if (r)
		mtu = r->mtu;
#endif
	rcu_read_unlock();
#ifndef FIXED
	if (r)
		mtu = r->mtu;
#endif
	return mtu;
}
