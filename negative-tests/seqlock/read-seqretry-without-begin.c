// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls read_seqretry() in a read loop that never calls
 * read_seqbegin().
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
	unsigned int seq = 0;
	u64 v;

	do {
#ifdef FIXED
		seq = read_seqbegin(&s->lock);
#endif
		v = s->bytes;
	} while (read_seqretry(&s->lock, seq));
	return v;
}
