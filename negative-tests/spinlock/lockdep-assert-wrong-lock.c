// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: asserts (lockdep_assert_held()) one global spinlock and then
 * writes data guarded by another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/lockdep.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(rx_lock);
static DEFINE_SPINLOCK(tx_lock);
static unsigned long rx_packets __guarded_by(&rx_lock);
static unsigned long tx_packets __guarded_by(&tx_lock);

static void __used count_tx_locked(void)
{
#ifdef FIXED
	lockdep_assert_held(&tx_lock);
#else
	lockdep_assert_held(&rx_lock);
#endif
	tx_packets++;
}

static void __used count_rx(void)
{
	spin_lock(&rx_lock);
	rx_packets++;
	spin_unlock(&rx_lock);
}
