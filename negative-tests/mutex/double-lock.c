// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a mutex that the function already holds (a self-deadlock).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void __used config_bump_twice(struct config *c)
{
	mutex_lock(&c->mtx);
	c->generation++;
#ifndef FIXED
	mutex_lock(&c->mtx);
#endif
	c->generation++;
	mutex_unlock(&c->mtx);
}
