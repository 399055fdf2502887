// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a getter annotated RETURN_CAPABILITY(&d->pm_lock) returns the
 * address of the other mutex, so its callers lock the wrong one.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: Clang trusts lock_returned: it does not check a getter's
 * return statements against its RETURN_CAPABILITY() annotation, and uses
 * the annotation at every call site.
 */
#include <linux/mutex.h>
#include <linux/thread_safety.h>

struct device_stub {
	struct mutex lock;
	struct mutex pm_lock;
	int state GUARDED_BY(&lock);
	int pm_usage GUARDED_BY(&pm_lock);
};

static struct mutex *device_stub_pm_lock(struct device_stub *d)
	RETURN_CAPABILITY(&d->pm_lock)
{
#ifdef FIXED
	return &d->pm_lock;
#else
	return &d->lock;
#endif
}

static void __used device_stub_pm_get(struct device_stub *d)
{
	mutex_lock(device_stub_pm_lock(d));
	d->pm_usage++;
	mutex_unlock(device_stub_pm_lock(d));
}

static void __used device_stub_set_state(struct device_stub *d, int state)
{
	mutex_lock(&d->lock);
	d->state = state;
	mutex_unlock(&d->lock);
}
