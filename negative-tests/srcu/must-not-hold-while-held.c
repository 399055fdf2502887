// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold() function, which waits for an SRCU
 * grace period, from inside a read-side section of the same srcu_struct
 * (a deadlock).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

struct policy {
	int level;
};

DEFINE_STATIC_SRCU(policy_srcu);
static struct policy __rcu *cur_policy __guarded_by(&policy_srcu);

static void policy_sync(void)
	__must_not_hold(&policy_srcu)
{
	synchronize_srcu(&policy_srcu);
}

static int __used policy_level_synced(void)
{
	int idx, level;

#ifdef FIXED
	policy_sync();
#endif
	idx = srcu_read_lock(&policy_srcu);
#ifndef FIXED
	policy_sync();
#endif
	level = srcu_dereference(cur_policy, &policy_srcu)->level;
	srcu_read_unlock(&policy_srcu, idx);
	return level;
}
