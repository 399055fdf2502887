// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the "last reference" path when atomic_dec_and_mutex_lock()
 * returned 0, i.e. without the mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/atomic.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(objects_mutex);

struct object {
	atomic_t refs;
	int on_list __guarded_by(&objects_mutex);
};

static void __used object_put(struct object *o)
{
#ifdef FIXED
	if (!atomic_dec_and_mutex_lock(&o->refs, &objects_mutex))
#else
	if (atomic_dec_and_mutex_lock(&o->refs, &objects_mutex))
#endif
		return;
	o->on_list = 0;
	mutex_unlock(&objects_mutex);
}
