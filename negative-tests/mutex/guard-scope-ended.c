// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data after the if-block holding guard(mutex) ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static int __used config_maybe_bump(struct config *c, bool bump)
{
	int gen = 0;

	if (bump) {
		guard(mutex)(&c->mtx);
		c->generation++;
#ifdef FIXED
		gen = c->generation;
#endif
	}
#ifndef FIXED
	if (bump)
		gen = c->generation;
#endif
	return gen;
}
