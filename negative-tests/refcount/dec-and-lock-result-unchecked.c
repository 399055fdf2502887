// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes spinlock-guarded data whether or not
 * refcount_dec_and_lock() took the spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/refcount.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(objects_lock);
static int nr_puts __guarded_by(&objects_lock);

static void __used object_put(refcount_t *ref)
{
	bool last = refcount_dec_and_lock(ref, &objects_lock);

#ifdef FIXED
	if (!last)
		return;
	nr_puts++;
	spin_unlock(&objects_lock);
#else
	nr_puts++;
	if (last)
		spin_unlock(&objects_lock);
#endif
}
