// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes write_seqlock() on a seqlock the function already
 * holds for writing (a self-deadlock on its spinlock).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void __used stats_add(struct stats *s, unsigned int len)
{
	write_seqlock(&s->lock);
	s->packets++;
#ifndef FIXED
	write_seqlock(&s->lock);
#endif
	s->bytes += len;
	write_sequnlock(&s->lock);
}
