// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: write-locks one global seqlock and writes the data guarded by
 * another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

static DEFINE_SEQLOCK(rx_seqlock);
static DEFINE_SEQLOCK(tx_seqlock);
static u64 rx_bytes __guarded_by(&rx_seqlock);
static u64 tx_bytes __guarded_by(&tx_seqlock);

static void __used count_tx(unsigned int len)
{
#ifdef FIXED
	write_seqlock(&tx_seqlock);
#else
	write_seqlock(&rx_seqlock);
#endif
	tx_bytes += len;
#ifdef FIXED
	write_sequnlock(&tx_seqlock);
#else
	write_sequnlock(&rx_seqlock);
#endif
}

static u64 __used read_rx(void)
{
	unsigned int seq;
	u64 v;

	do {
		seq = read_seqbegin(&rx_seqlock);
		v = rx_bytes;
	} while (read_seqretry(&rx_seqlock, seq));
	return v;
}
