// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a REQUIRES() function after the guard(mutex) that held its
 * mutex went out of scope.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/thread_safety.h>

struct config {
	struct mutex mtx;
	int generation GUARDED_BY(&mtx);
	int applied GUARDED_BY(&mtx);
};

static void config_apply_locked(struct config *c) REQUIRES(&c->mtx)
{
	c->applied = c->generation;
}

static void __used config_bump_and_apply(struct config *c)
{
	{
		guard(mutex)(&c->mtx);
		c->generation++;
#ifdef FIXED
		config_apply_locked(c);
#endif
	}
#ifndef FIXED
	config_apply_locked(c);
#endif
}
