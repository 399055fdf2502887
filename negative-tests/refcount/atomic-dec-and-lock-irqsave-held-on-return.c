// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return on the last-reference path of
 * atomic_dec_and_lock_irqsave() leaves the spinlock held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/atomic.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(inodes_lock);
static int nr_inodes __guarded_by(&inodes_lock);

static int __used inode_stub_put(atomic_t *count)
{
	unsigned long flags;

	if (!atomic_dec_and_lock_irqsave(count, &inodes_lock, flags))
		return 0;
	if (!nr_inodes) {
#ifdef FIXED
		spin_unlock_irqrestore(&inodes_lock, flags);
#endif
		return -EINVAL;
	}
	nr_inodes--;
	spin_unlock_irqrestore(&inodes_lock, flags);
	return 0;
}
