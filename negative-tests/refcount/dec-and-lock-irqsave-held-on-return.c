// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: the last-reference path of refcount_dec_and_lock_irqsave()
 * returns without unlocking.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/refcount.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(objects_lock);
static int nr_objects __guarded_by(&objects_lock);

static bool __used object_put(refcount_t *ref)
{
	unsigned long flags;

	if (refcount_dec_and_lock_irqsave(ref, &objects_lock, &flags)) {
		nr_objects--;
#ifdef FIXED
		spin_unlock_irqrestore(&objects_lock, flags);
#endif
		return true;
	}
	return false;
}
