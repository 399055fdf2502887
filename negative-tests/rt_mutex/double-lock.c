// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes an rt_mutex that the function already holds.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
	int boosts __guarded_by(&lock);
};

static void __used pi_state_boost(struct pi_state *s)
{
	rt_mutex_lock(&s->lock);
	s->waiters++;
#ifndef FIXED
	rt_mutex_lock(&s->lock);
#endif
	s->boosts++;
	rt_mutex_unlock(&s->lock);
}
