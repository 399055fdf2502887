// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes through a __pt_guarded_by() pointer outside the write
 * section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct snapshot {
	seqlock_t lock;
	u64 *counters __pt_guarded_by(&lock);
};

static void __used snapshot_bump(struct snapshot *s, int i)
{
#ifdef FIXED
	write_seqlock(&s->lock);
#endif
	s->counters[i]++;
#ifdef FIXED
	write_sequnlock(&s->lock);
#endif
}
