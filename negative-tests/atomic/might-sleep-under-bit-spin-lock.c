// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: says might_sleep() while holding a bit spinlock, which disables
 * preemption.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bit_spinlock.h>
#include <linux/kernel.h>

enum {
	ZS_HANDLE_LOCK = 0,	/* bit spinlock guarding obj */
};

struct zs_handle {
	unsigned long flags;
	unsigned long obj __guarded_by(__bitlock(ZS_HANDLE_LOCK, &flags));
};

static void __used zs_handle_set(struct zs_handle *h, unsigned long obj)
{
	bit_spin_lock(ZS_HANDLE_LOCK, &h->flags);
	h->obj = obj;
#ifndef FIXED
	might_sleep();
#endif
	bit_spin_unlock(ZS_HANDLE_LOCK, &h->flags);
#ifdef FIXED
	might_sleep();
#endif
}
