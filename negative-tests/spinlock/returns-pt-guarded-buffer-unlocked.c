// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a helper returns the slot of a ring buffer whose contents the
 * spinlock guards (__pt_guarded_by) without holding the lock and without
 * __must_hold(), so callers write the slot unprotected
 * (-Wthread-safety-pointer).
 * EXPECT: -Wthread-safety-pointer
 */
#include <linux/spinlock.h>
#include <linux/types.h>

struct tx_ring {
	spinlock_t lock;
	u32 *desc __pt_guarded_by(&lock);
	unsigned int tail;
};

#ifdef FIXED
static u32 *tx_ring_slot(struct tx_ring *r) __must_hold(&r->lock)
#else
static u32 *tx_ring_slot(struct tx_ring *r)
#endif
{
	return &r->desc[r->tail];
}

static void __used tx_ring_post(struct tx_ring *r, u32 val)
{
	spin_lock(&r->lock);
	*tx_ring_slot(r) = val;
	r->tail++;
	spin_unlock(&r->lock);
}
