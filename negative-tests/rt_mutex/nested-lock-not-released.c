// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: the inner rt_mutex of an rt_mutex_lock_nested() pair is never
 * released.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/lockdep.h>
#include <linux/rtmutex.h>

struct pi_state {
	struct rt_mutex lock;
	int waiters __guarded_by(&lock);
};

static void __used pi_state_transfer(struct pi_state *from, struct pi_state *to)
{
	rt_mutex_lock(&from->lock);
	rt_mutex_lock_nested(&to->lock, SINGLE_DEPTH_NESTING);
	to->waiters += from->waiters;
	from->waiters = 0;
#ifdef FIXED
	rt_mutex_unlock(&to->lock);
#endif
	rt_mutex_unlock(&from->lock);
}
