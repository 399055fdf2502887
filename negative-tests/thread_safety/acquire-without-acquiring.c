// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an ACQUIRE() wrapper disables interrupts but returns without
 * acquiring the capability.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/spinlock.h>
#include <linux/thread_safety.h>

struct CAPABILITY("queue_lock") queue_lock {
	spinlock_t lock;
};

static inline void queue_lock_acquire(struct queue_lock *l)
	ACQUIRE(l) NO_THREAD_SAFETY_ANALYSIS
{
	spin_lock(&l->lock);
}

static void __used queue_lock_acquire_irq(struct queue_lock *l) ACQUIRE(l)
{
	local_irq_disable();
#ifdef FIXED
	queue_lock_acquire(l);
#endif
}
