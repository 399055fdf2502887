// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a lock wrapper annotated __acquires() returns without the bit
 * spinlock when bit_spin_trylock() fails.
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

static void __used node_lock(struct node *n)
	__acquires(__bitlock(NODE_LOCK, &n->flags))
{
#ifdef FIXED
	bit_spin_lock(NODE_LOCK, &n->flags);
#else
	if (!bit_spin_trylock(NODE_LOCK, &n->flags))
		return;
#endif
}
