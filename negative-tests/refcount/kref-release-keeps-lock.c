// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a kref_put_lock() release callback annotated __releases() returns
 * without unlocking the spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kref.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(objects_lock);
static int nr_objects __guarded_by(&objects_lock);

static void object_release(struct kref *kref)
	__releases(&objects_lock)
{
	nr_objects--;
#ifdef FIXED
	spin_unlock(&objects_lock);
#endif
}

static void __used object_put(struct kref *kref)
{
	kref_put_lock(kref, object_release, &objects_lock);
}
