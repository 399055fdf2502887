// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return leaves the SRCU read-side section open.
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
	struct policy *p;
	int idx, level;

	idx = srcu_read_lock(&policy_srcu);
	p = srcu_dereference(cur_policy, &policy_srcu);
	if (!p) {
#ifdef FIXED
		srcu_read_unlock(&policy_srcu, idx);
#endif
		return -1;
	}
	level = p->level;
	srcu_read_unlock(&policy_srcu, idx);
	return level;
}
