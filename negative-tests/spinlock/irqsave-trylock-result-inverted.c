// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the data on the path where spin_trylock_irqsave() failed.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static bool __used counter_try_inc(struct counter *c)
{
	unsigned long flags;

#ifdef FIXED
	if (!spin_trylock_irqsave(&c->lock, flags))
#else
	if (spin_trylock_irqsave(&c->lock, flags))
#endif
		return false;
	c->value++;
	spin_unlock_irqrestore(&c->lock, flags);
	return true;
}
