// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes seqlock-guarded data outside write_seqlock().
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
#ifdef FIXED
	write_seqlock(&s->lock);
#endif
	s->bytes += len;
#ifdef FIXED
	write_sequnlock(&s->lock);
#endif
}
