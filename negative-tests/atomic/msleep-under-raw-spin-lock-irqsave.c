// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with msleep() while holding a raw spinlock taken with
 * raw_spin_lock_irqsave(): interrupts and preemption are both disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/spinlock.h>

struct irq_chip_stub {
	raw_spinlock_t lock;
	unsigned int mask __guarded_by(&lock);
};

static void __used irq_chip_reset(struct irq_chip_stub *c)
{
	unsigned long flags;

	raw_spin_lock_irqsave(&c->lock, flags);
	c->mask = ~0U;
#ifndef FIXED
	msleep(1);		/* let the controller settle */
#endif
	raw_spin_unlock_irqrestore(&c->lock, flags);
#ifdef FIXED
	msleep(1);
#endif
}
