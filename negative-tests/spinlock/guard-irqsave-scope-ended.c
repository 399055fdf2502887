// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after the if-block holding guard(spinlock_irqsave)
 * ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct timer_base_stub {
	spinlock_t lock;
	unsigned long next_expiry __guarded_by(&lock);
	bool need_reprogram __guarded_by(&lock);
};

static void __used timer_base_update(struct timer_base_stub *b,
				     unsigned long expires)
{
	if (expires < 1000) {
		guard(spinlock_irqsave)(&b->lock);
		b->next_expiry = expires;
#ifdef FIXED
		b->need_reprogram = true;
#endif
	}
#ifndef FIXED
	b->need_reprogram = true;
#endif
}
