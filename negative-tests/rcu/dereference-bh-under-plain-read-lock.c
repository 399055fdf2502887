// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses rcu_dereference_bh() under plain rcu_read_lock(), which
 * is not an RCU-bh read-side critical section.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: rcu_dereference_bh() is not checked at all: it is also
 * correct with bottom halves disabled by local_bh_disable(), which is not a
 * capability, so requiring RCU_BH would reject correct code.
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
