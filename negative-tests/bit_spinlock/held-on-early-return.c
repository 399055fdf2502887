// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return leaves the bit spinlock held.
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

static bool __used node_get_unless_zero(struct node *n)
{
	bit_spin_lock(NODE_LOCK, &n->flags);
	if (!n->refs) {
#ifdef FIXED
		bit_spin_unlock(NODE_LOCK, &n->flags);
#endif
		return false;
	}
	n->refs++;
	bit_spin_unlock(NODE_LOCK, &n->flags);
	return true;
}
