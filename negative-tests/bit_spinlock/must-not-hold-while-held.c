// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold(__bitlock()) function, which takes
 * the bit spinlock itself, while holding it.
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

static void node_get(struct node *n)
	__must_not_hold(__bitlock(NODE_LOCK, &n->flags))
{
	bit_spin_lock(NODE_LOCK, &n->flags);
	n->refs++;
	bit_spin_unlock(NODE_LOCK, &n->flags);
}

static void __used node_get_if_used(struct node *n)
{
	bool used;

	bit_spin_lock(NODE_LOCK, &n->flags);
	used = n->refs > 0;
#ifdef FIXED
	bit_spin_unlock(NODE_LOCK, &n->flags);
	if (used)
		node_get(n);
#else
	if (used)
		node_get(n);
	bit_spin_unlock(NODE_LOCK, &n->flags);
#endif
}
