// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads data guarded by a bit spinlock without taking it.
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

static bool __used node_unused(struct node *n)
{
	bool unused;

#ifdef FIXED
	bit_spin_lock(NODE_LOCK, &n->flags);
#endif
	unused = !n->refs;
#ifdef FIXED
	bit_spin_unlock(NODE_LOCK, &n->flags);
#endif
	return unused;
}
