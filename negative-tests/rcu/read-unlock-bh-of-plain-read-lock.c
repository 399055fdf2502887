// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ends a plain rcu_read_lock() section with
 * rcu_read_unlock_bh().
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

	rcu_read_lock();
	mtu = rcu_dereference(cur_route)->mtu;
#ifdef FIXED
	rcu_read_unlock();
#else
	rcu_read_unlock_bh();
#endif
	return mtu;
}
