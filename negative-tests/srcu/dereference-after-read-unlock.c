// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: srcu_dereference()s the pointer again after
 * srcu_read_unlock() ended the read-side section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

struct policy {
	int level;
};

DEFINE_STATIC_SRCU(policy_srcu);
static struct policy __rcu *cur_policy __guarded_by(&policy_srcu);

static int __used policy_level_max(int level)
{
	int idx, l;

	idx = srcu_read_lock(&policy_srcu);
	l = srcu_dereference(cur_policy, &policy_srcu)->level;
	if (l > level)
		level = l;
#ifdef FIXED
	l = srcu_dereference(cur_policy, &policy_srcu)->level;
#endif
	srcu_read_unlock(&policy_srcu, idx);
#ifndef FIXED
	l = srcu_dereference(cur_policy, &policy_srcu)->level;
#endif
	return l > level ? l : level;
}
