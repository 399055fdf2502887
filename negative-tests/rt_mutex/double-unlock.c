// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases the rt_mutex a second time after already unlocking it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static int __used pi_state_drop_waiter(struct pi_state *s)
{
	int left;

	rt_mutex_lock(&s->lock);
	left = --s->waiters;
	rt_mutex_unlock(&s->lock);
#ifndef FIXED
	if (!left)
		rt_mutex_unlock(&s->lock);
#endif
	return left;
}
