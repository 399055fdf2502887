// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes rt_mutex-guarded data without taking the rt_mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static void __used pi_state_add_waiter(struct pi_state *s)
{
#ifdef FIXED
	rt_mutex_lock(&s->lock);
#endif
	s->waiters++;
#ifdef FIXED
	rt_mutex_unlock(&s->lock);
#endif
}
