// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: clears a spinlock-guarded statistics struct with memset() before
 * taking the lock: passing &dev->stats hands the guarded member to a function
 * that writes it, unprotected (-Wthread-safety-pointer).
 * EXPECT: -Wthread-safety-pointer
 */
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/types.h>

struct nic_stats {
	u64 rx_packets;
	u64 tx_packets;
	u64 rx_dropped;
};

struct nic {
	spinlock_t stats_lock;
	struct nic_stats stats __guarded_by(&stats_lock);
};

static void __used nic_reset_stats(struct nic *nic)
{
	unsigned long flags;

#ifdef FIXED
	spin_lock_irqsave(&nic->stats_lock, flags);
	memset(&nic->stats, 0, sizeof(nic->stats));
#else
	memset(&nic->stats, 0, sizeof(nic->stats));
	spin_lock_irqsave(&nic->stats_lock, flags);
#endif
	nic->stats.rx_dropped = 0;
	spin_unlock_irqrestore(&nic->stats_lock, flags);
}
