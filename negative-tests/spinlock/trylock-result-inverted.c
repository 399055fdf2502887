// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the data on the path where spin_trylock() failed.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static bool __used counter_try_inc(struct counter *c)
{
#ifdef FIXED
	if (!spin_trylock(&c->lock))
#else
	if (spin_trylock(&c->lock))
#endif
		return false;
	c->value++;
	spin_unlock(&c->lock);
	return true;
}
