// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads raw_spinlock-guarded data without taking the lock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	raw_spinlock_t lock;
	int value __guarded_by(&lock);
};

static int __used counter_read(struct counter *c)
{
	int v;

#ifdef FIXED
	raw_spin_lock(&c->lock);
#endif
	v = c->value;
#ifdef FIXED
	raw_spin_unlock(&c->lock);
#endif
	return v;
}
