// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a bit spinlock that the function already holds
 * (a self-deadlock).
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

static void __used node_get_two(struct node *n)
{
	bit_spin_lock(NODE_LOCK, &n->flags);
	n->refs++;
#ifndef FIXED
	bit_spin_lock(NODE_LOCK, &n->flags);
#endif
	n->refs++;
	bit_spin_unlock(NODE_LOCK, &n->flags);
}
