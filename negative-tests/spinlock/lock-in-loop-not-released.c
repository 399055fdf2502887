// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the spinlock in each loop iteration but releases it only
 * after the loop.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_add_n(struct counter *c, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		spin_lock(&c->lock);
		c->value++;
#ifdef FIXED
		spin_unlock(&c->lock);
#endif
	}
#ifndef FIXED
	spin_unlock(&c->lock);
#endif
}
