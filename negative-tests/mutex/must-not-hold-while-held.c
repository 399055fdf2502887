// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold() function while holding the mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void config_bump(struct config *c)
	__must_not_hold(&c->mtx)
{
	mutex_lock(&c->mtx);
	c->generation++;
	mutex_unlock(&c->mtx);
}

static void __used config_bump_twice(struct config *c)
{
	mutex_lock(&c->mtx);
	c->generation++;
#ifdef FIXED
	mutex_unlock(&c->mtx);
	config_bump(c);
#else
	config_bump(c);
	mutex_unlock(&c->mtx);
#endif
}
