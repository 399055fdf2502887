// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes two global mutexes against the order that ACQUIRED_BEFORE()
 * declares (lock-order checks need -Wthread-safety-beta, which opted-in
 * objects get).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/thread_safety.h>

static struct mutex devices_mutex;
static struct mutex drivers_mutex ACQUIRED_BEFORE(&devices_mutex);
static DEFINE_MUTEX(devices_mutex);
static DEFINE_MUTEX(drivers_mutex);
static int nr_devices GUARDED_BY(&devices_mutex);
static int nr_bound GUARDED_BY(&drivers_mutex);

static void __used driver_bind_device(void)
{
#ifdef FIXED
	mutex_lock(&drivers_mutex);
	mutex_lock(&devices_mutex);
#else
	mutex_lock(&devices_mutex);
	mutex_lock(&drivers_mutex);
#endif
	nr_devices++;
	nr_bound++;
#ifdef FIXED
	mutex_unlock(&devices_mutex);
	mutex_unlock(&drivers_mutex);
#else
	mutex_unlock(&drivers_mutex);
	mutex_unlock(&devices_mutex);
#endif
}
