// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the "last reference" path when refcount_dec_and_lock()
 * returned false, i.e. without the spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/refcount.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(objects_lock);

struct object {
	refcount_t ref;
	bool on_list __guarded_by(&objects_lock);
};

static void __used object_put(struct object *o)
{
#ifdef FIXED
	if (!refcount_dec_and_lock(&o->ref, &objects_lock))
#else
	if (refcount_dec_and_lock(&o->ref, &objects_lock))
#endif
		return;
	o->on_list = false;
	spin_unlock(&objects_lock);
}
