// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data again after the read_seqretry() loop ended,
 * outside the validated read section.
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
	unsigned int seq;
	u64 bytes, packets = 0;

	do {
		seq = read_seqbegin(&s->lock);
		bytes = s->bytes;
#ifdef FIXED
		packets = s->packets;
#endif
	} while (read_seqretry(&s->lock, seq));
#ifndef FIXED
	packets = s->packets;
#endif
	return packets ? bytes / packets : 0;
}
