// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes mutex-guarded data after kref_put_mutex() returned 1, as
 * if the mutex were still held; the release callback already unlocked it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kref.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(objects_mutex);
static int nr_objects __guarded_by(&objects_mutex);
static int nr_freed __guarded_by(&objects_mutex);

static void object_release(struct kref *kref)
	__releases(&objects_mutex)
{
	nr_objects--;
#ifdef FIXED
	nr_freed++;
#endif
	mutex_unlock(&objects_mutex);
}

static void __used object_put(struct kref *kref)
{
#ifdef FIXED
	kref_put_mutex(kref, object_release, &objects_mutex);
#else
	if (kref_put_mutex(kref, object_release, &objects_mutex))
		nr_freed++;
#endif
}
