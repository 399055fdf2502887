// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after the scoped_guard() that held the lock ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
	int limit __guarded_by(&lock);
};

static void __used counter_clamp(struct counter *c)
{
	scoped_guard(spinlock, &c->lock) {
		c->value++;
#ifdef FIXED
		if (c->value > c->limit)
			c->value = c->limit;
#endif
	}
#ifndef FIXED
	if (c->value > c->limit)
		c->value = c->limit;
#endif
}
