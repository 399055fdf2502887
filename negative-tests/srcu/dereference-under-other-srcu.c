// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: srcu_dereference()s a pointer guarded by one srcu_struct inside
 * a read-side section of another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

struct policy {
	int level;
};

DEFINE_STATIC_SRCU(policy_srcu);
DEFINE_STATIC_SRCU(audit_srcu);
static struct policy __rcu *cur_policy __guarded_by(&policy_srcu);
static struct policy __rcu *audit_policy __guarded_by(&audit_srcu);

static int __used policy_level(void)
{
	int idx, level;

#ifdef FIXED
	idx = srcu_read_lock(&policy_srcu);
	level = srcu_dereference(cur_policy, &policy_srcu)->level;
	srcu_read_unlock(&policy_srcu, idx);
#else
	idx = srcu_read_lock(&audit_srcu);
	level = srcu_dereference(cur_policy, &audit_srcu)->level;
	srcu_read_unlock(&audit_srcu, idx);
#endif
	return level;
}

static int __used audit_level(void)
{
	int idx, level;

	idx = srcu_read_lock(&audit_srcu);
	level = srcu_dereference(audit_policy, &audit_srcu)->level;
	srcu_read_unlock(&audit_srcu, idx);
	return level;
}
