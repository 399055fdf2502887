// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls refcount_dec_and_lock() while already holding the spinlock
 * it takes on the last put (a self-deadlock); under the lock,
 * refcount_dec_and_test() is the right call.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/refcount.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(objects_lock);
static int nr_objects __guarded_by(&objects_lock);

struct object {
	refcount_t ref;
	bool on_list __guarded_by(&objects_lock);
};

static void __used object_unlink_and_put(struct object *o)
{
	spin_lock(&objects_lock);
	o->on_list = false;
#ifdef FIXED
	if (refcount_dec_and_test(&o->ref))
#else
	if (refcount_dec_and_lock(&o->ref, &objects_lock))
#endif
		nr_objects--;
	spin_unlock(&objects_lock);
}
