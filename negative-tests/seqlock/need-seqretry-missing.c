// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ends a read_seqbegin_or_lock() pass with done_seqretry()
 * without validating it with need_seqretry().
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
	int seq = 0;
	u64 v;

#ifdef FIXED
again:
#endif
	read_seqbegin_or_lock(&s->lock, &seq);
	v = s->bytes;
#ifdef FIXED
	if (need_seqretry(&s->lock, seq)) {
		seq = 1;
		goto again;
	}
#endif
	done_seqretry(&s->lock, seq);
	return v;
}
