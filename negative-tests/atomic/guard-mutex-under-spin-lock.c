// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes guard(mutex) (a sleeping lock) inside a spin_lock()
 * region, where preemption is disabled, instead of before taking the
 * spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct dev_stats {
	spinlock_t lock;
	struct mutex cfg_lock;
	unsigned long rx __guarded_by(&lock);
	unsigned int mode __guarded_by(&cfg_lock);
};

static void __used stats_reset(struct dev_stats *s)
{
#ifdef FIXED
	guard(mutex)(&s->cfg_lock);
	spin_lock(&s->lock);
#else
	spin_lock(&s->lock);
	guard(mutex)(&s->cfg_lock);
#endif
	s->rx = 0;
	s->mode = 0;
	spin_unlock(&s->lock);
}
