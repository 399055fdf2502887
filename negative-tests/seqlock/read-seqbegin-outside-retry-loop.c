// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls read_seqbegin() once before the retry loop, so a
 * retried pass reads outside any read section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static u64 __used stats_bytes(struct stats *s)
{
	unsigned int seq;
	u64 v;

#ifndef FIXED
	seq = read_seqbegin(&s->lock);
#endif
	do {
#ifdef FIXED
		seq = read_seqbegin(&s->lock);
#endif
		v = s->bytes;
	} while (read_seqretry(&s->lock, seq));
	return v;
}
