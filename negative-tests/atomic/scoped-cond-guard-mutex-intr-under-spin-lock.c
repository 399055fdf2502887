// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes scoped_cond_guard(mutex_intr, ...) (an interruptible
 * sleeping lock) inside a spin_lock() region, where preemption is
 * disabled, instead of before taking the spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct fw_cache {
	struct mutex load_lock;
	spinlock_t lock;
	unsigned int loads __guarded_by(&load_lock);
	unsigned int hits __guarded_by(&lock);
};

static int __used fw_cache_reload(struct fw_cache *c)
{
	int ret = 0;

#ifdef FIXED
	scoped_cond_guard(mutex_intr, ret = -EINTR, &c->load_lock) {
		c->loads++;
		spin_lock(&c->lock);
		c->hits = 0;
		spin_unlock(&c->lock);
	}
#else
	spin_lock(&c->lock);
	scoped_cond_guard(mutex_intr, ret = -EINTR, &c->load_lock) {
		c->loads++;
		c->hits = 0;
	}
	spin_unlock(&c->lock);
#endif
	return ret;
}
