// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads through a __pt_guarded_by() pointer without the mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	const char *name __pt_guarded_by(&mtx);
};

static char __used config_name_initial(struct config *c)
{
	char ch;

#ifdef FIXED
	mutex_lock(&c->mtx);
#endif
	ch = c->name[0];
#ifdef FIXED
	mutex_unlock(&c->mtx);
#endif
	return ch;
}
