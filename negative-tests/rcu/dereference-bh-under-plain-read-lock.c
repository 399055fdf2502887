// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses rcu_dereference_bh() under plain rcu_read_lock(), which
 * is not an RCU-bh read-side critical section.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: __rcu_guarded guards the pointer by RCU alone, which every
 * flavour's read lock acquires; rcu_dereference_bh() requires nothing more
 * (rcu_read_lock_bh_held() is not annotated), so the flavour goes unchecked.
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
	rcu_read_lock_bh();
#else
	rcu_read_lock();
#endif
	mtu = rcu_dereference_bh(cur_route)->mtu;
#ifdef FIXED
	rcu_read_unlock_bh();
#else
	rcu_read_unlock();
#endif
	return mtu;
}
