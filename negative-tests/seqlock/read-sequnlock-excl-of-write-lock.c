// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ends a write_seqlock_bh() section with
 * read_sequnlock_excl_bh().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void __used stats_reset(struct stats *s)
{
	write_seqlock_bh(&s->lock);
	s->bytes = 0;
	s->packets = 0;
#ifdef FIXED
	write_sequnlock_bh(&s->lock);
#else
	read_sequnlock_excl_bh(&s->lock);
#endif
}
