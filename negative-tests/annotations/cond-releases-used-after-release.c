// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes guarded data after a __cond_releases(true, ...) call
 * returned true, which means the lock was released.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct obj {
	spinlock_t lock;
	int refs __guarded_by(&lock);
};

bool obj_put_and_unlock(struct obj *o)
	__cond_releases(true, &o->lock);

static void __used obj_release(struct obj *o)
{
	spin_lock(&o->lock);
	if (obj_put_and_unlock(o)) {
#ifndef FIXED
		o->refs = 0;
#endif
		return;
	}
	o->refs--;
	spin_unlock(&o->lock);
}
