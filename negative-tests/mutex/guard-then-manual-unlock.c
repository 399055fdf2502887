// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: unlocks by hand a mutex held by guard(mutex), which unlocks it
 * again when its scope ends.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void __used config_bump(struct config *c)
{
	guard(mutex)(&c->mtx);
	c->generation++;
#ifndef FIXED
	mutex_unlock(&c->mtx);
#endif
}
