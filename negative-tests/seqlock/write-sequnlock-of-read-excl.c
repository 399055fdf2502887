// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ends a read_seqlock_excl() section with write_sequnlock().
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
	u64 v;

	read_seqlock_excl(&s->lock);
	v = s->bytes;
#ifdef FIXED
	read_sequnlock_excl(&s->lock);
#else
	write_sequnlock(&s->lock);
#endif
	return v;
}
