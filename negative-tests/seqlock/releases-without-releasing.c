// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __releases() returns with the seqlock
 * still write-locked.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void __used stats_end_update(struct stats *s, unsigned int len)
	__releases(&s->lock)
{
	s->packets++;
	s->bytes += len;
#ifdef FIXED
	write_sequnlock(&s->lock);
#endif
}
