// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the bit spinlock only on one branch, then writes the
 * data and releases it on both.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bit_spinlock.h>

enum {
	NODE_LOCK = 0,		/* bit spinlock guarding refs */
	NODE_DIRTY = 1,
};

struct node {
	unsigned long flags;
	int refs __guarded_by(__bitlock(NODE_LOCK, &flags));
};

static void __used node_get(struct node *n, bool locked_by_caller)
{
#ifdef FIXED
	(void)locked_by_caller;
	bit_spin_lock(NODE_LOCK, &n->flags);
#else
	if (!locked_by_caller)
		bit_spin_lock(NODE_LOCK, &n->flags);
#endif
	n->refs++;
	__bit_spin_unlock(NODE_LOCK, &n->flags);
}
