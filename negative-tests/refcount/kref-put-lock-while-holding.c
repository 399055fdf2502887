// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls kref_put_lock() (__must_not_hold: it takes the spinlock on
 * the last put) while holding that spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kref.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(objects_lock);
static int nr_objects __guarded_by(&objects_lock);

struct object {
	struct kref kref;
	unsigned long flags __guarded_by(&objects_lock);
};

static void object_release(struct kref *kref)
	__releases(&objects_lock)
{
	nr_objects--;
	spin_unlock(&objects_lock);
}

static void __used object_mark_and_put(struct object *o)
{
	spin_lock(&objects_lock);
	o->flags |= 1;
#ifdef FIXED
	spin_unlock(&objects_lock);
	kref_put_lock(&o->kref, object_release, &objects_lock);
#else
	kref_put_lock(&o->kref, object_release, &objects_lock);
	spin_unlock(&objects_lock);
#endif
}
