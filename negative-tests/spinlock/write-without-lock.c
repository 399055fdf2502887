// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes spinlock-guarded data without taking the spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_inc(struct counter *c)
{
#ifdef FIXED
	spin_lock(&c->lock);
#endif
	c->value++;
#ifdef FIXED
	spin_unlock(&c->lock);
#endif
}
