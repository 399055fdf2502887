// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads mutex-guarded data without taking the mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static int __used config_generation(struct config *c)
{
	int gen;

#ifdef FIXED
	mutex_lock(&c->mtx);
#endif
	gen = c->generation;
#ifdef FIXED
	mutex_unlock(&c->mtx);
#endif
	return gen;
}
