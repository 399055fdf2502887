// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls mutex_lock_nest_lock() without holding the outer mutex it
 * names (lockdep requires @nest_lock to be held).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct bus {
	struct mutex mtx;
};

struct device_stub {
	struct mutex mtx;
	int state __guarded_by(&mtx);
};

static void __used bus_suspend_device(struct bus *b, struct device_stub *d)
{
#ifdef FIXED
	mutex_lock(&b->mtx);
#endif
	mutex_lock_nest_lock(&d->mtx, &b->mtx);
	d->state = 0;
	mutex_unlock(&d->mtx);
#ifdef FIXED
	mutex_unlock(&b->mtx);
#endif
}
