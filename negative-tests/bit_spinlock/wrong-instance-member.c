// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes one object's bit spinlock and writes another object's
 * data.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: in C, Clang resolves a member's
 * __guarded_by(__bitlock(NODE_LOCK, &flags)) to the field of any instance
 * ('NODE_LOCK + &node::flags'), so holding the bit in from->flags
 * satisfies to->refs; instances of a struct cannot be told apart.
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

static void __used node_move_ref(struct node *from, struct node *to)
{
	bit_spin_lock(NODE_LOCK, &from->flags);
	from->refs--;
	bit_spin_unlock(NODE_LOCK, &from->flags);
#ifdef FIXED
	bit_spin_lock(NODE_LOCK, &to->flags);
#else
	bit_spin_lock(NODE_LOCK, &from->flags);
#endif
	to->refs++;
#ifdef FIXED
	bit_spin_unlock(NODE_LOCK, &to->flags);
#else
	bit_spin_unlock(NODE_LOCK, &from->flags);
#endif
}
