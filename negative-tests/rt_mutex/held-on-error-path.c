// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an error return leaves the rt_mutex held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static int __used pi_state_add_waiter(struct pi_state *s, int max)
{
	rt_mutex_lock(&s->lock);
	if (s->waiters >= max) {
#ifdef FIXED
		rt_mutex_unlock(&s->lock);
#endif
		return -EBUSY;
	}
	s->waiters++;
	rt_mutex_unlock(&s->lock);
	return 0;
}
