// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ignores mutex_trylock()'s result and writes the data anyway.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void __used config_try_bump(struct config *c)
{
#ifdef FIXED
	if (!mutex_trylock(&c->mtx))
		return;
#else
	mutex_trylock(&c->mtx);
#endif
	c->generation++;
	mutex_unlock(&c->mtx);
}
