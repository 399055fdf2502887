// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads seqlock-guarded data with neither a read_seqbegin()
 * section nor a lock.
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
#ifdef FIXED
	unsigned int seq;

	do {
		seq = read_seqbegin(&s->lock);
#endif
		v = s->bytes;
#ifdef FIXED
	} while (read_seqretry(&s->lock, seq));
#endif
	return v;
}
