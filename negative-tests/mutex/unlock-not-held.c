// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: unlocks a mutex that is not held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void __used config_done(struct config *c)
{
#ifdef FIXED
	mutex_lock(&c->mtx);
#endif
	mutex_unlock(&c->mtx);
}
