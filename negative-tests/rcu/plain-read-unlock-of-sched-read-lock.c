// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ends an rcu_read_lock_sched() section with plain
 * rcu_read_unlock(), leaving preemption disabled.
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

	rcu_read_lock_sched();
	mtu = rcu_dereference_sched(cur_route)->mtu;
#ifdef FIXED
	rcu_read_unlock_sched();
#else
	rcu_read_unlock();
#endif
	return mtu;
}
