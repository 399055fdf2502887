// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __releases() returns without ending the
 * SRCU read-side section (no srcu_up_read()).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

struct policy {
	int level;
};

DEFINE_STATIC_SRCU(policy_srcu);
static struct policy __rcu *cur_policy __guarded_by(&policy_srcu);

static int __used policy_reader_end(int idx)
	__releases(&policy_srcu)
{
	int level = srcu_dereference(cur_policy, &policy_srcu)->level;

#ifdef FIXED
	srcu_up_read(&policy_srcu, idx);
#else
	(void)idx;
#endif
	return level;
}
