// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls kref_put_mutex() (__must_not_hold: it takes the mutex on
 * the last put) while holding that mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kref.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(objects_mutex);
static int nr_objects __guarded_by(&objects_mutex);

struct object {
	struct kref kref;
	bool visible __guarded_by(&objects_mutex);
};

static void object_release(struct kref *kref)
	__releases(&objects_mutex)
{
	nr_objects--;
	mutex_unlock(&objects_mutex);
}

static void __used object_hide_and_put(struct object *o)
{
	mutex_lock(&objects_mutex);
	o->visible = false;
#ifdef FIXED
	mutex_unlock(&objects_mutex);
	kref_put_mutex(&o->kref, object_release, &objects_mutex);
#else
	kref_put_mutex(&o->kref, object_release, &objects_mutex);
	mutex_unlock(&objects_mutex);
#endif
}
