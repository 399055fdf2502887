// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data without checking whether mutex_lock_killable()
 * took the mutex.
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
	int err = mutex_lock_killable(&c->mtx);

#ifdef FIXED
	if (err)
		return err;
	c->generation++;
	mutex_unlock(&c->mtx);
	return 0;
#else
	c->generation++;
	if (!err)
		mutex_unlock(&c->mtx);
	return err;
#endif
}
