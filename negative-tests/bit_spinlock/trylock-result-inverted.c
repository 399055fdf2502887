// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data on the path where bit_spin_trylock()
 * failed.
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

static bool __used node_try_get(struct node *n)
{
#ifdef FIXED
	if (!bit_spin_trylock(NODE_LOCK, &n->flags))
#else
	if (bit_spin_trylock(NODE_LOCK, &n->flags))
#endif
		return false;
	n->refs++;
	bit_spin_unlock(NODE_LOCK, &n->flags);
	return true;
}
