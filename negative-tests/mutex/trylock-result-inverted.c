// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the data on the path where mutex_trylock() failed.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static bool __used config_try_bump(struct config *c)
{
#ifdef FIXED
	if (!mutex_trylock(&c->mtx))
#else
	if (mutex_trylock(&c->mtx))
#endif
		return false;
	c->generation++;
	mutex_unlock(&c->mtx);
	return true;
}
