// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls srcu_read_unlock() without a matching srcu_read_lock().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

DEFINE_STATIC_SRCU(policy_srcu);

static void __used policy_walk_done(int idx)
{
#ifdef FIXED
	idx = srcu_read_lock(&policy_srcu);
#endif
	srcu_read_unlock(&policy_srcu, idx);
}
