// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: dereferences a __pt_guarded_by() pointer without the spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct ring {
	spinlock_t lock;
	unsigned int *head __pt_guarded_by(&lock);
};

static void __used ring_advance(struct ring *r)
{
#ifdef FIXED
	spin_lock_bh(&r->lock);
#endif
	(*r->head)++;
#ifdef FIXED
	spin_unlock_bh(&r->lock);
#endif
}
