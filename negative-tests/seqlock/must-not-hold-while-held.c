// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_not_hold() function, which takes the write
 * side itself, from inside the write section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void stats_add(struct stats *s, unsigned int len)
	__must_not_hold(&s->lock)
{
	write_seqlock(&s->lock);
	s->packets++;
	s->bytes += len;
	write_sequnlock(&s->lock);
}

static void __used stats_reset_and_add(struct stats *s, unsigned int len)
{
	write_seqlock(&s->lock);
	s->bytes = 0;
	s->packets = 0;
#ifdef FIXED
	write_sequnlock(&s->lock);
	stats_add(s, len);
#else
	stats_add(s, len);
	write_sequnlock(&s->lock);
#endif
}
