// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: the inner lock of a spin_lock_nested() pair is never released.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct node {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used node_transfer(struct node *parent, struct node *child)
{
	spin_lock(&parent->lock);
	spin_lock_nested(&child->lock, SINGLE_DEPTH_NESTING);
	child->value = parent->value;
#ifdef FIXED
	spin_unlock(&child->lock);
#endif
	spin_unlock(&parent->lock);
}
