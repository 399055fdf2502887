// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() function without the raw spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	raw_spinlock_t lock;
	int value __guarded_by(&lock);
};

static void counter_reset_locked(struct counter *c)
	__must_hold(&c->lock)
{
	c->value = 0;
}

static void __used counter_reset(struct counter *c)
{
	unsigned long flags;

#ifdef FIXED
	raw_spin_lock_irqsave(&c->lock, flags);
#else
	local_irq_save(flags);
#endif
	counter_reset_locked(c);
#ifdef FIXED
	raw_spin_unlock_irqrestore(&c->lock, flags);
#else
	local_irq_restore(flags);
#endif
}
