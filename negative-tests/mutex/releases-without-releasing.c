// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __releases() returns with the mutex held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void __used config_end(struct config *c)
	__releases(&c->mtx)
{
	c->generation++;
#ifdef FIXED
	mutex_unlock(&c->mtx);
#endif
}
