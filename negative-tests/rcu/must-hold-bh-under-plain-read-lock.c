// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold_shared(RCU_BH) function under plain
 * rcu_read_lock(), the wrong RCU flavour.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

/* @r must stay valid until the end of the caller's RCU-bh section. */
static int route_mtu_bh(struct route *r)
	__must_hold_shared(RCU_BH)
{
	return r->mtu;
}

static int __used route_mtu(void)
{
	int mtu;

#ifdef FIXED
	rcu_read_lock_bh();
	mtu = route_mtu_bh(rcu_dereference_bh(cur_route));
	rcu_read_unlock_bh();
#else
	rcu_read_lock();
	mtu = route_mtu_bh(rcu_dereference(cur_route));
	rcu_read_unlock();
#endif
	return mtu;
}
