// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold() function, which takes the rt_mutex
 * itself, while holding it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
	int boosts __guarded_by(&lock);
};

static void pi_state_boost(struct pi_state *s)
	__must_not_hold(&s->lock)
{
	rt_mutex_lock(&s->lock);
	s->boosts++;
	rt_mutex_unlock(&s->lock);
}

static void __used pi_state_add_waiter(struct pi_state *s)
{
	rt_mutex_lock(&s->lock);
	s->waiters++;
#ifdef FIXED
	rt_mutex_unlock(&s->lock);
	pi_state_boost(s);
#else
	pi_state_boost(s);
	rt_mutex_unlock(&s->lock);
#endif
}
