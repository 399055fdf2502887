// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: treats rt_mutex_lock_interruptible()'s error return as success.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static int __used pi_state_add_waiter(struct pi_state *s)
{
#ifdef FIXED
	if (rt_mutex_lock_interruptible(&s->lock))
#else
	if (!rt_mutex_lock_interruptible(&s->lock))
#endif
		return -EINTR;
	s->waiters++;
	rt_mutex_unlock(&s->lock);
	return 0;
}
