// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return leaves the spinlock held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static int __used counter_inc_below(struct counter *c, int limit)
{
	spin_lock_irq(&c->lock);
	if (c->value >= limit) {
#ifdef FIXED
		spin_unlock_irq(&c->lock);
#endif
		return -1;
	}
	c->value++;
	spin_unlock_irq(&c->lock);
	return 0;
}
