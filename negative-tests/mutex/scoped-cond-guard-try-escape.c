// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after the scoped_cond_guard(mutex_try) block, as
 * if the mutex were still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
	bool dirty __guarded_by(&mtx);
};

static bool __used config_try_bump(struct config *c)
{
	scoped_cond_guard(mutex_try, return false, &c->mtx) {
		c->generation++;
#ifdef FIXED
		c->dirty = true;
#endif
	}
#ifndef FIXED
	c->dirty = true;
#endif
	return true;
}
