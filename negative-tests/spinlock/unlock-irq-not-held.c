// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: unlocks (spin_unlock_irq) a spinlock that this function took
 * with the _bh form and already released.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_inc(struct counter *c)
{
	spin_lock_bh(&c->lock);
	c->value++;
	spin_unlock_bh(&c->lock);
#ifndef FIXED
	spin_unlock_irq(&c->lock);
#endif
}
