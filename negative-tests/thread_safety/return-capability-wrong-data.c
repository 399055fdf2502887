// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: locks the mutex a RETURN_CAPABILITY() getter returns and writes
 * data guarded by a different mutex of the same object.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/thread_safety.h>

struct device_stub {
	struct mutex lock;
	struct mutex pm_lock;
	int state GUARDED_BY(&lock);
	int pm_usage GUARDED_BY(&pm_lock);
};

static struct mutex *device_stub_lock(struct device_stub *d)
	RETURN_CAPABILITY(&d->lock)
{
	return &d->lock;
}

static struct mutex *device_stub_pm_lock(struct device_stub *d)
	RETURN_CAPABILITY(&d->pm_lock)
{
	return &d->pm_lock;
}

static void __used device_stub_pm_get(struct device_stub *d)
{
#ifdef FIXED
	mutex_lock(device_stub_pm_lock(d));
#else
	mutex_lock(device_stub_lock(d));
#endif
	d->pm_usage++;
#ifdef FIXED
	mutex_unlock(device_stub_pm_lock(d));
#else
	mutex_unlock(device_stub_lock(d));
#endif
}

static void __used device_stub_set_state(struct device_stub *d, int state)
{
	mutex_lock(device_stub_lock(d));
	d->state = state;
	mutex_unlock(&d->lock);
}
