// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the data on the path where rt_mutex_trylock() failed.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static bool __used pi_state_try_add(struct pi_state *s)
{
#ifdef FIXED
	if (!rt_mutex_trylock(&s->lock))
#else
	if (rt_mutex_trylock(&s->lock))
#endif
		return false;
	s->waiters++;
	rt_mutex_unlock(&s->lock);
	return true;
}
