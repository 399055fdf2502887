// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data without checking whether
 * rt_mutex_lock_killable() took the rt_mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static int __used pi_state_add_waiter(struct pi_state *s)
{
	int err = rt_mutex_lock_killable(&s->lock);

#ifdef FIXED
	if (err)
		return err;
	s->waiters++;
	rt_mutex_unlock(&s->lock);
	return 0;
#else
	s->waiters++;
	if (!err)
		rt_mutex_unlock(&s->lock);
	return err;
#endif
}
