// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: enters the read-side critical section on one branch only,
 * then dereferences and unlocks on both.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static int __used route_payload_mtu(bool in_reader, int hdr_len)
{
	int mtu;

#ifdef FIXED
	(void)in_reader;
	rcu_read_lock();
#else
	if (!in_reader)
		rcu_read_lock();
#endif
	mtu = -hdr_len;
	mtu += rcu_dereference(cur_route)->mtu;
	rcu_read_unlock();
	return mtu;
}
