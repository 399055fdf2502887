// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits for a completion while holding a spinlock taken with
 * spin_lock_irq(): interrupts and preemption are both disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/completion.h>
#include <linux/spinlock.h>

struct dma_chan_stub {
	spinlock_t lock;
	struct completion done;
	int pending __guarded_by(&lock);
};

static void __used dma_chan_sync(struct dma_chan_stub *c)
{
	spin_lock_irq(&c->lock);
	c->pending++;
#ifndef FIXED
	wait_for_completion(&c->done);
#endif
	spin_unlock_irq(&c->lock);
#ifdef FIXED
	wait_for_completion(&c->done);
#endif
}
