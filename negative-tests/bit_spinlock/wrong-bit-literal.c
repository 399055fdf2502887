// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes bit 1 of a word and writes the data guarded by bit 2 of
 * the same word (bits given as integer literals).
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: Clang's capability expressions compare every integer
 * literal as equal to every other, so __bitlock(1, &w) and __bitlock(2, &w)
 * are the same capability; only named bits (enum constants, see
 * wrong-bit.c) are told apart. #define'd bit numbers are literals too.
 */
#include <linux/bit_spinlock.h>

struct inode_info {
	unsigned long flags;
	int state __guarded_by(__bitlock(1, &flags));
	unsigned int hash __guarded_by(__bitlock(2, &flags));
};

static void __used inode_rehash(struct inode_info *i, unsigned int hash)
{
#ifdef FIXED
	bit_spin_lock(2, &i->flags);
#else
	bit_spin_lock(1, &i->flags);
#endif
	i->hash = hash;
#ifdef FIXED
	bit_spin_unlock(2, &i->flags);
#else
	bit_spin_unlock(1, &i->flags);
#endif
}

static void __used inode_set_state(struct inode_info *i, int state)
{
	bit_spin_lock(1, &i->flags);
	i->state = state;
	bit_spin_unlock(1, &i->flags);
}
