// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a spinlock with spin_lock_irq() inside a local_irq_save()
 * region: its spin_unlock_irq() enables interrupts before the region's
 * local_irq_restore().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/spinlock.h>

struct evt_queue {
	spinlock_t lock;
	unsigned int count __guarded_by(&lock);
};

static void __used evt_queue_push_irqs_off(struct evt_queue *q)
{
	unsigned long flags;

	local_irq_save(flags);
#ifdef FIXED
	spin_lock(&q->lock);
#else
	spin_lock_irq(&q->lock);
#endif
	q->count++;
#ifdef FIXED
	spin_unlock(&q->lock);
#else
	spin_unlock_irq(&q->lock);
#endif
	local_irq_restore(flags);
}
