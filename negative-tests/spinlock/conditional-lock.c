// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the spinlock only on one branch, then writes the data and
 * unlocks on both.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_inc(struct counter *c, bool locked_by_caller)
{
#ifdef FIXED
	(void)locked_by_caller;
	spin_lock(&c->lock);
#else
	if (!locked_by_caller)
		spin_lock(&c->lock);
#endif
	c->value++;
	spin_unlock(&c->lock);
}
