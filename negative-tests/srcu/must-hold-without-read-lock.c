// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() function outside the SRCU read-side
 * section it requires.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

struct policy {
	int level;
};

DEFINE_STATIC_SRCU(policy_srcu);
static struct policy __rcu *cur_policy __guarded_by(&policy_srcu);

static int policy_level_srcu(void)
	__must_hold(&policy_srcu)
{
	return srcu_dereference(cur_policy, &policy_srcu)->level;
}

static int __used policy_level(void)
{
	int level;
#ifdef FIXED
	int idx = srcu_read_lock(&policy_srcu);
#endif

	level = policy_level_srcu();
#ifdef FIXED
	srcu_read_unlock(&policy_srcu, idx);
#endif
	return level;
}
