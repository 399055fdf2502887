// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a wrapper declared __cond_acquires(1, ...) returns 1 on the path
 * where it did not take the mutex.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: Clang does not check the values a try-acquire function
 * returns against the locks it holds on each return path.
 */
#include <linux/mutex.h>

struct config {
	struct mutex mtx;
	int generation __guarded_by(&mtx);
};

static int __used config_lock_interruptible(struct config *c)
	__cond_acquires(1, &c->mtx)
{
#ifdef FIXED
	return mutex_lock_interruptible(&c->mtx) == 0;
#else
	return mutex_lock_interruptible(&c->mtx) != 0;
#endif
}
