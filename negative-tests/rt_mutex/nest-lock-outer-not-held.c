// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls rt_mutex_lock_nest_lock() without holding the outer
 * mutex it names (lockdep requires @nest_lock to be held).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/rtmutex.h>

struct pool {
	struct mutex mtx;
};

struct slot {
	struct rt_mutex lock;
	int owner __guarded_by(&lock);
};

static void __used pool_claim_slot(struct pool *p, struct slot *s, int who)
{
#ifdef FIXED
	mutex_lock(&p->mtx);
#endif
	rt_mutex_lock_nest_lock(&s->lock, &p->mtx);
	s->owner = who;
	rt_mutex_unlock(&s->lock);
#ifdef FIXED
	mutex_unlock(&p->mtx);
#endif
}
