// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the mutex inside the scope of its own init guard, which
 * already holds it for the analysis.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct cache {
	struct mutex lock;
	int entries __guarded_by(&lock);
};

static void __used cache_setup(struct cache *c)
{
#ifdef FIXED
	mutex_init(&c->lock);
#else
	guard(mutex_init)(&c->lock);
#endif
	mutex_lock(&c->lock);
	c->entries = 0;
	mutex_unlock(&c->lock);
}
