// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data after the scoped_guard(raw_spinlock_irqsave) block
 * ended, to decide on a value computed under the lock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct irq_desc_stub {
	raw_spinlock_t lock;
	unsigned int depth __guarded_by(&lock);
};

static bool __used desc_disable(struct irq_desc_stub *d)
{
	bool first;

	scoped_guard(raw_spinlock_irqsave, &d->lock) {
		d->depth++;
#ifdef FIXED
		first = d->depth == 1;
#endif
	}
#ifndef FIXED
	first = d->depth == 1;
#endif
	return first;
}
