// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a raw spinlock (irq form) that the function already holds.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct irq_desc_stub {
	raw_spinlock_t lock;
	unsigned int depth __guarded_by(&lock);
	unsigned int count __guarded_by(&lock);
};

static void __used desc_disable(struct irq_desc_stub *d)
{
	raw_spin_lock(&d->lock);
	d->depth++;
#ifndef FIXED
	raw_spin_lock_irq(&d->lock);
#endif
	d->count++;
	raw_spin_unlock(&d->lock);
}
