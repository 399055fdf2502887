// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an error return leaves the mutex held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static int __used config_set(struct config *c, int gen)
{
	mutex_lock(&c->mtx);
	if (gen < c->generation) {
#ifdef FIXED
		mutex_unlock(&c->mtx);
#endif
		return -EINVAL;
	}
	c->generation = gen;
	mutex_unlock(&c->mtx);
	return 0;
}
