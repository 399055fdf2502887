// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: passes kref_put_mutex() a release callback that does not unlock
 * the mutex (and is not annotated to), so the mutex stays locked forever.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: Clang does not compare the attributes of a function passed
 * as a function pointer with what the callee does with it, so nothing ties
 * object_release() to kref_put_mutex()'s rule that @release unlocks @lock.
 */
#include <linux/kref.h>
#include <linux/mutex.h>
#include <linux/slab.h>

static DEFINE_MUTEX(objects_mutex);

struct object {
	struct kref kref;
};

#ifdef FIXED
static void object_release(struct kref *kref)
	__releases(&objects_mutex)
{
	mutex_unlock(&objects_mutex);
	kfree(container_of(kref, struct object, kref));
}
#else
static void object_release(struct kref *kref)
{
	kfree(container_of(kref, struct object, kref));
}
#endif

static void __used object_put(struct object *o)
{
	kref_put_mutex(&o->kref, object_release, &objects_mutex);
}
