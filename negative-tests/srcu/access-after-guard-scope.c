// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: srcu_dereference()s the pointer after the
 * scoped_guard(srcu) block ended.
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
	int l;

	scoped_guard(srcu, &policy_srcu) {
		l = srcu_dereference(cur_policy, &policy_srcu)->level;
		if (l > level)
			level = l;
#ifdef FIXED
		l = srcu_dereference(cur_policy, &policy_srcu)->level;
#endif
	}
#ifndef FIXED
	l = srcu_dereference(cur_policy, &policy_srcu)->level;
#endif
	return l > level ? l : level;
}
