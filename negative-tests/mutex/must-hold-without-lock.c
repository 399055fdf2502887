// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() function without holding the mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void config_bump_locked(struct config *c)
	__must_hold(&c->mtx)
{
	c->generation++;
}

static void __used config_bump(struct config *c)
{
#ifdef FIXED
	mutex_lock(&c->mtx);
#endif
	config_bump_locked(c);
#ifdef FIXED
	mutex_unlock(&c->mtx);
#endif
}
