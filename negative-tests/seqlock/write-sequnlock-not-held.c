// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls write_sequnlock() without holding the write side.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void __used stats_end_update(struct stats *s)
{
#ifdef FIXED
	write_seqlock(&s->lock);
#endif
	write_sequnlock(&s->lock);
}
