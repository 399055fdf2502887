// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold(__bitlock()) function without the bit
 * spinlock.
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

static void node_put_locked(struct node *n)
	__must_hold(__bitlock(NODE_LOCK, &n->flags))
{
	n->refs--;
}

static void __used node_put(struct node *n)
{
#ifdef FIXED
	bit_spin_lock(NODE_LOCK, &n->flags);
#endif
	node_put_locked(n);
#ifdef FIXED
	bit_spin_unlock(NODE_LOCK, &n->flags);
#endif
}
