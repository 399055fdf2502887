// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls local_irq_disable() inside a spin_lock_irqsave() section:
 * its local_irq_enable() enables interrupts with the spinlock still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/spinlock.h>

struct timer_wheel {
	spinlock_t lock;
	unsigned long clk __guarded_by(&lock);
};

static void __used timer_wheel_forward(struct timer_wheel *w, unsigned long now)
{
	unsigned long flags;
#ifdef FIXED
	unsigned long irqflags;
#endif

	spin_lock_irqsave(&w->lock, flags);
#ifdef FIXED
	local_irq_save(irqflags);
#else
	local_irq_disable();
#endif
	w->clk = now;
#ifdef FIXED
	local_irq_restore(irqflags);
#else
	local_irq_enable();
#endif
	spin_unlock_irqrestore(&w->lock, flags);
}
