// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns with the SRCU read-side section still open.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

struct policy {
	int level;
};

DEFINE_STATIC_SRCU(policy_srcu);
static struct policy __rcu *cur_policy __guarded_by(&policy_srcu);

static int __used policy_level(void)
{
	int idx, level;

	idx = srcu_read_lock(&policy_srcu);
	level = srcu_dereference(cur_policy, &policy_srcu)->level;
#ifdef FIXED
	srcu_read_unlock(&policy_srcu, idx);
#else
	(void)idx;
#endif
	return level;
}
