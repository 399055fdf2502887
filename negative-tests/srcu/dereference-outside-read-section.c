// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: srcu_dereference()s an SRCU-guarded pointer outside any
 * srcu_read_lock() section.
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
	int level;
#ifdef FIXED
	int idx = srcu_read_lock(&policy_srcu);
#endif

	level = srcu_dereference(cur_policy, &policy_srcu)->level;
#ifdef FIXED
	srcu_read_unlock(&policy_srcu, idx);
#endif
	return level;
}
