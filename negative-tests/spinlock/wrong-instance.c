// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes one global spinlock and writes the data of another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(rx_lock);
static DEFINE_SPINLOCK(tx_lock);
static unsigned long rx_packets __guarded_by(&rx_lock);
static unsigned long tx_packets __guarded_by(&tx_lock);

static void __used count_tx(void)
{
	unsigned long flags;

#ifdef FIXED
	spin_lock_irqsave(&tx_lock, flags);
#else
	spin_lock_irqsave(&rx_lock, flags);
#endif
	tx_packets++;
#ifdef FIXED
	spin_unlock_irqrestore(&tx_lock, flags);
#else
	spin_unlock_irqrestore(&rx_lock, flags);
#endif
}

static unsigned long __used count_rx(void)
{
	unsigned long n;

	spin_lock(&rx_lock);
	n = ++rx_packets;
	spin_unlock(&rx_lock);
	return n;
}
