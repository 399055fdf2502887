// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the data on the path where raw_spin_trylock() failed.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct irq_desc_stub {
	raw_spinlock_t lock;
	unsigned int depth __guarded_by(&lock);
};

static bool __used desc_try_disable(struct irq_desc_stub *d)
{
#ifdef FIXED
	if (!raw_spin_trylock(&d->lock))
#else
	if (raw_spin_trylock(&d->lock))
#endif
		return false;
	d->depth++;
	raw_spin_unlock(&d->lock);
	return true;
}
