// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a spinlock (irqrestore form) that is not held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_done(struct counter *c, unsigned long flags)
{
#ifdef FIXED
	spin_lock_irqsave(&c->lock, flags);
#endif
	spin_unlock_irqrestore(&c->lock, flags);
}
