// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls disable_irq(), which waits for running handlers in
 * synchronize_irq(), with a spinlock held and interrupts off; the handler
 * it waits for may spin on the same lock. disable_irq_nosync() does not wait.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/interrupt.h>
#include <linux/spinlock.h>

struct uart_port_state {
	spinlock_t lock;
	unsigned int irq;
	bool stopped __guarded_by(&lock);
};

static void __used port_stop(struct uart_port_state *p)
{
	unsigned long flags;

	spin_lock_irqsave(&p->lock, flags);
	p->stopped = true;
#ifndef FIXED
	disable_irq(p->irq);
#else
	disable_irq_nosync(p->irq);
#endif
	spin_unlock_irqrestore(&p->lock, flags);
}
