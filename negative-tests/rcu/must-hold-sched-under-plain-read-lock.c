// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold_shared(RCU_SCHED) function under plain
 * rcu_read_lock(), the wrong RCU flavour.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

/* @r must stay valid until the end of the caller's RCU-sched section. */
static int route_mtu_sched(struct route *r)
	__must_hold_shared(RCU_SCHED)
{
	return r->mtu;
}

static int __used route_mtu(void)
{
	int mtu;

#ifdef FIXED
	rcu_read_lock_sched();
	mtu = route_mtu_sched(rcu_dereference_sched(cur_route));
	rcu_read_unlock_sched();
#else
	rcu_read_lock();
	mtu = route_mtu_sched(rcu_dereference(cur_route));
	rcu_read_unlock();
#endif
	return mtu;
}
