// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data after the block holding guard(raw_spinlock) ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct counter {
	raw_spinlock_t lock;
	int value __guarded_by(&lock);
};

static int __used counter_inc_return(struct counter *c)
{
	int ret;

	{
		guard(raw_spinlock)(&c->lock);
		c->value++;
#ifdef FIXED
		ret = c->value;
#endif
	}
#ifndef FIXED
	ret = c->value;
#endif
	return ret;
}
