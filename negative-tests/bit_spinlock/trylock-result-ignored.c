// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ignores bit_spin_trylock()'s result and writes the data
 * anyway.
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

static void __used node_try_put(struct node *n)
{
#ifdef FIXED
	if (!bit_spin_trylock(NODE_LOCK, &n->flags))
		return;
#else
	bit_spin_trylock(NODE_LOCK, &n->flags);
#endif
	n->refs--;
	bit_spin_unlock(NODE_LOCK, &n->flags);
}
