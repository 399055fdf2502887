// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: treats mutex_lock_interruptible()'s error return as success.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static int __used config_bump(struct config *c)
{
#ifdef FIXED
	if (mutex_lock_interruptible(&c->mtx))
#else
	if (!mutex_lock_interruptible(&c->mtx))
#endif
		return -EINTR;
	c->generation++;
	mutex_unlock(&c->mtx);
	return 0;
}
