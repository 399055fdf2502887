// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: the path where atomic_dec_and_mutex_lock() took the mutex never
 * releases it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/atomic.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(devices_mutex);
static int nr_devices __guarded_by(&devices_mutex);

static void __used device_stub_put(atomic_t *users)
{
	if (atomic_dec_and_mutex_lock(users, &devices_mutex)) {
		nr_devices--;
#ifdef FIXED
		mutex_unlock(&devices_mutex);
#endif
	}
}
