// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data inside a lockless read_seqbegin() section,
 * which gives read access only.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static u64 __used stats_bytes_and_reset(struct stats *s)
{
	unsigned int seq;
	u64 v;

	do {
		seq = read_seqbegin(&s->lock);
		v = s->bytes;
#ifndef FIXED
		s->packets = 0;
#endif
	} while (read_seqretry(&s->lock, seq));
#ifdef FIXED
	write_seqlock(&s->lock);
	s->packets = 0;
	write_sequnlock(&s->lock);
#endif
	return v;
}
