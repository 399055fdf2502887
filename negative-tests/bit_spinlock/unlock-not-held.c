// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a bit spinlock that is not held.
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

static void __used node_done(struct node *n)
{
#ifdef FIXED
	bit_spin_lock(NODE_LOCK, &n->flags);
#endif
	bit_spin_unlock(NODE_LOCK, &n->flags);
}
