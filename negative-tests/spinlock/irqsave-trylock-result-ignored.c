// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data whether or not spin_trylock_irqsave() succeeded.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_try_inc(struct counter *c)
{
	unsigned long flags;
	bool locked = spin_trylock_irqsave(&c->lock, flags);

#ifdef FIXED
	if (!locked)
		return;
	c->value++;
	spin_unlock_irqrestore(&c->lock, flags);
#else
	c->value++;
	if (locked)
		spin_unlock_irqrestore(&c->lock, flags);
#endif
}
