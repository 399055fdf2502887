// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a copy-pasted error path bumps the TX drop counter, guarded by
 * the TX ring's lock, while holding the RX ring's lock: the same lock member,
 * but of another ring (-Wthread-safety-precise).
 * EXPECT: -Wthread-safety-precise
 */
#include <linux/spinlock.h>

struct dma_ring {
	spinlock_t lock;
	unsigned int head;
};

static struct dma_ring rx_ring = { .lock = __SPIN_LOCK_UNLOCKED(rx_ring.lock) };
static struct dma_ring tx_ring = { .lock = __SPIN_LOCK_UNLOCKED(tx_ring.lock) };
static unsigned long rx_dropped __guarded_by(&rx_ring.lock);
static unsigned long tx_dropped __guarded_by(&tx_ring.lock);

static void __used rx_drop(void)
{
	unsigned long flags;

	spin_lock_irqsave(&rx_ring.lock, flags);
	rx_dropped++;
	spin_unlock_irqrestore(&rx_ring.lock, flags);
}

static void __used tx_drop(void)
{
	unsigned long flags;

#ifdef FIXED
	spin_lock_irqsave(&tx_ring.lock, flags);
#else
	spin_lock_irqsave(&rx_ring.lock, flags);
#endif
	tx_dropped++;
#ifdef FIXED
	spin_unlock_irqrestore(&tx_ring.lock, flags);
#else
	spin_unlock_irqrestore(&rx_ring.lock, flags);
#endif
}
