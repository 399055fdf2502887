// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ends a read-side section of one srcu_struct with
 * srcu_read_unlock() on another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

struct policy {
	int level;
};

DEFINE_STATIC_SRCU(policy_srcu);
DEFINE_STATIC_SRCU(audit_srcu);
static struct policy __rcu *cur_policy __guarded_by(&policy_srcu);

static int __used policy_level(void)
{
	int idx, level;

	idx = srcu_read_lock(&policy_srcu);
	level = srcu_dereference(cur_policy, &policy_srcu)->level;
#ifdef FIXED
	srcu_read_unlock(&policy_srcu, idx);
#else
	srcu_read_unlock(&audit_srcu, idx);
#endif
	return level;
}

static void __used audit_sync(void)
{
	synchronize_srcu(&audit_srcu);
}
