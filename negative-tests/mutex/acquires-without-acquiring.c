// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __acquires() returns without the mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static void __used config_begin(struct config *c)
	__acquires(&c->mtx)
{
#ifdef FIXED
	mutex_lock(&c->mtx);
#endif
}
