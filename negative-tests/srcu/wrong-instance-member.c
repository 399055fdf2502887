// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: enters one object's SRCU read-side section and dereferences
 * another object's SRCU-guarded pointer.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: in C, Clang resolves a member's __guarded_by(&srcu) to the
 * field of any instance ('&domain::srcu'), so holding a->srcu satisfies
 * b->policy; instances of a struct cannot be told apart.
 */
#include <linux/srcu.h>

struct policy {
	int level;
};

struct domain {
	struct srcu_struct srcu;
	struct policy __rcu *policy __guarded_by(&srcu);
};

static int __used domain_level(struct domain *a, struct domain *b)
{
	int idx, level;

	idx = srcu_read_lock(&a->srcu);
	level = srcu_dereference(a->policy, &a->srcu)->level;
	srcu_read_unlock(&a->srcu, idx);
#ifdef FIXED
	idx = srcu_read_lock(&b->srcu);
	level += srcu_dereference(b->policy, &b->srcu)->level;
	srcu_read_unlock(&b->srcu, idx);
#else
	idx = srcu_read_lock(&a->srcu);
	level += srcu_dereference(b->policy, &a->srcu)->level;
	srcu_read_unlock(&a->srcu, idx);
#endif
	return level;
}
