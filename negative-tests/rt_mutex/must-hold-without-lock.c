// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() function without holding the rt_mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static void pi_state_reset_locked(struct pi_state *s)
	__must_hold(&s->lock)
{
	s->waiters = 0;
}

static void __used pi_state_reset(struct pi_state *s)
{
#ifdef FIXED
	rt_mutex_lock(&s->lock);
#endif
	pi_state_reset_locked(s);
#ifdef FIXED
	rt_mutex_unlock(&s->lock);
#endif
}
