// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a bit spinlock in one global word and writes the data
 * guarded by the same bit of another word.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bit_spinlock.h>

static unsigned long rx_flags;
static unsigned long tx_flags;
static unsigned long rx_packets __guarded_by(__bitlock(0, &rx_flags));
static unsigned long tx_packets __guarded_by(__bitlock(0, &tx_flags));

static void __used count_tx(void)
{
#ifdef FIXED
	bit_spin_lock(0, &tx_flags);
#else
	bit_spin_lock(0, &rx_flags);
#endif
	tx_packets++;
#ifdef FIXED
	bit_spin_unlock(0, &tx_flags);
#else
	bit_spin_unlock(0, &rx_flags);
#endif
}

static void __used count_rx(void)
{
	bit_spin_lock(0, &rx_flags);
	rx_packets++;
	bit_spin_unlock(0, &rx_flags);
}
