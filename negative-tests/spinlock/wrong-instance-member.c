// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: locks one object's spinlock and writes another object's data.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: in C, Clang resolves a member's __guarded_by(&lock) to the
 * field of any instance ('&counter::lock'), so holding from->lock satisfies
 * to->value; guarded_by(lock) would tell instances apart but gives false
 * positives on the right one (see negative-tests/README).
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_move(struct counter *from, struct counter *to)
{
	unsigned long flags;

	spin_lock_irqsave(&from->lock, flags);
	from->value--;
	spin_unlock_irqrestore(&from->lock, flags);
#ifdef FIXED
	spin_lock_irqsave(&to->lock, flags);
#else
	spin_lock_irqsave(&from->lock, flags);
#endif
	to->value++;
#ifdef FIXED
	spin_unlock_irqrestore(&to->lock, flags);
#else
	spin_unlock_irqrestore(&from->lock, flags);
#endif
}
