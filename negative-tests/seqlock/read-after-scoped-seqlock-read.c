// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data after the scoped_seqlock_read() section
 * ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static u64 __used stats_avg_len(struct stats *s)
{
	u64 bytes = 0, packets = 0;

	scoped_seqlock_read(&s->lock, ss_lockless) {
		bytes = s->bytes;
#ifdef FIXED
		packets = s->packets;
#endif
	}
#ifndef FIXED
	packets = s->packets;
#endif
	return packets ? bytes / packets : 0;
}
