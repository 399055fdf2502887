// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold() function, which takes the spinlock
 * itself, while holding it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void counter_inc(struct counter *c)
	__must_not_hold(&c->lock)
{
	spin_lock(&c->lock);
	c->value++;
	spin_unlock(&c->lock);
}

static void __used counter_inc_twice(struct counter *c)
{
	spin_lock_irq(&c->lock);
	c->value++;
#ifdef FIXED
	spin_unlock_irq(&c->lock);
	counter_inc(c);
#else
	counter_inc(c);
	spin_unlock_irq(&c->lock);
#endif
}
