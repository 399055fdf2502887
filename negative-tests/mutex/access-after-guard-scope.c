// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after the scoped_guard(mutex) block ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
	int applied __guarded_by(&mtx);
};

static void __used config_apply(struct config *c)
{
	scoped_guard(mutex, &c->mtx) {
		c->generation++;
#ifdef FIXED
		c->applied = 1;
#endif
	}
#ifndef FIXED
	c->applied = 1;
#endif
}
