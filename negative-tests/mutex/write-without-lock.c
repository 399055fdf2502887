// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes mutex-guarded data without taking the mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void __used config_bump(struct config *c)
{
#ifdef FIXED
	guard(mutex)(&c->mtx);
#endif
	c->generation++;
}
