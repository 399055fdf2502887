// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __must_hold_shared() on a spinlock writes the
 * data, which needs the lock held exclusively.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	spinlock_t lock;
	int value __guarded_by(&lock);
};

static void __used counter_reset_locked(struct counter *c)
#ifdef FIXED
	__must_hold(&c->lock)
#else
	__must_hold_shared(&c->lock)
#endif
{
	c->value = 0;
}
