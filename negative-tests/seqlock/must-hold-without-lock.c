// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() function outside the write section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void stats_reset_locked(struct stats *s)
	__must_hold(&s->lock)
{
	s->bytes = 0;
	s->packets = 0;
}

static void __used stats_reset(struct stats *s)
{
#ifdef FIXED
	write_seqlock_bh(&s->lock);
#endif
	stats_reset_locked(s);
#ifdef FIXED
	write_sequnlock_bh(&s->lock);
#endif
}
