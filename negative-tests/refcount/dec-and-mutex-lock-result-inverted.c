// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the mutex-guarded data on the path where
 * refcount_dec_and_mutex_lock() returned false (no mutex taken).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/refcount.h>

static DEFINE_MUTEX(objects_mutex);

struct object {
	refcount_t ref;
	bool registered __guarded_by(&objects_mutex);
};

static void __used object_put(struct object *o)
{
#ifdef FIXED
	if (refcount_dec_and_mutex_lock(&o->ref, &objects_mutex)) {
#else
	if (!refcount_dec_and_mutex_lock(&o->ref, &objects_mutex)) {
#endif
		o->registered = false;
		mutex_unlock(&objects_mutex);
	}
}
