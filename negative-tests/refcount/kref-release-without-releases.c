// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: the release callback of kref_put_mutex(), called with the mutex
 * held, unlocks it but is not annotated __releases().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kref.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(objects_mutex);
static int nr_objects __guarded_by(&objects_mutex);

static void object_release(struct kref *kref)
#ifdef FIXED
	__releases(&objects_mutex)
#endif
{
	nr_objects--;
	mutex_unlock(&objects_mutex);
}

static void __used object_put(struct kref *kref)
{
	kref_put_mutex(kref, object_release, &objects_mutex);
}
