// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a spinlock that the function already holds.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_add_two(struct counter *c)
{
	spin_lock(&c->lock);
	c->value++;
#ifndef FIXED
	spin_lock(&c->lock);
#endif
	c->value++;
	spin_unlock(&c->lock);
}
