// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes one bit spinlock of a word and releases another bit of
 * the same word.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bit_spinlock.h>

enum {
	INODE_STATE_LOCK = 0,	/* guards state */
	INODE_HASH_LOCK = 1,	/* guards hash */
};

struct inode_info {
	unsigned long flags;
	int state __guarded_by(__bitlock(INODE_STATE_LOCK, &flags));
	unsigned int hash __guarded_by(__bitlock(INODE_HASH_LOCK, &flags));
};

static void __used inode_set_state(struct inode_info *i, int state)
{
	bit_spin_lock(INODE_STATE_LOCK, &i->flags);
	i->state = state;
#ifdef FIXED
	bit_spin_unlock(INODE_STATE_LOCK, &i->flags);
#else
	bit_spin_unlock(INODE_HASH_LOCK, &i->flags);
#endif
}
