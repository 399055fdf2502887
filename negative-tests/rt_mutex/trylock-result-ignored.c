// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ignores rt_mutex_trylock()'s result and writes the data anyway.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static void __used pi_state_try_add(struct pi_state *s)
{
#ifdef FIXED
	if (!rt_mutex_trylock(&s->lock))
		return;
#else
	rt_mutex_trylock(&s->lock);
#endif
	s->waiters++;
	rt_mutex_unlock(&s->lock);
}
