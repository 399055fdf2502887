// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an error return leaves the raw spinlock (irqsave form) held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/spinlock.h>

struct irq_desc_stub {
	raw_spinlock_t lock;
	unsigned int depth __guarded_by(&lock);
};

static int __used desc_enable(struct irq_desc_stub *d)
{
	unsigned long flags;

	raw_spin_lock_irqsave(&d->lock, flags);
	if (!d->depth) {
#ifdef FIXED
		raw_spin_unlock_irqrestore(&d->lock, flags);
#endif
		return -EINVAL;
	}
	d->depth--;
	raw_spin_unlock_irqrestore(&d->lock, flags);
	return 0;
}
