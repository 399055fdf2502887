// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a raw spinlock (irq form) that is not held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct irq_desc_stub {
	raw_spinlock_t lock;
	unsigned int depth __guarded_by(&lock);
};

static void __used desc_enable_done(struct irq_desc_stub *d)
{
#ifdef FIXED
	raw_spin_lock_irq(&d->lock);
#endif
	raw_spin_unlock_irq(&d->lock);
}
