// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the spinlock-guarded data on the path where
 * atomic_dec_and_lock() returned 0 (no spinlock taken).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/atomic.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(inodes_lock);

struct inode_stub {
	atomic_t count;
	bool hashed __guarded_by(&inodes_lock);
};

static void __used inode_stub_put(struct inode_stub *i)
{
#ifdef FIXED
	if (!atomic_dec_and_lock(&i->count, &inodes_lock))
#else
	if (atomic_dec_and_lock(&i->count, &inodes_lock))
#endif
		return;
	i->hashed = false;
	spin_unlock(&inodes_lock);
}
