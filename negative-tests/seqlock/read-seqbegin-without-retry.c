// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: starts a read_seqbegin() section and never validates it
 * with read_seqretry().
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
	unsigned int seq;
	u64 v;

#ifdef FIXED
	do {
#endif
		seq = read_seqbegin(&s->lock);
		v = s->bytes;
#ifdef FIXED
	} while (read_seqretry(&s->lock, seq));
#else
	(void)seq;
#endif
	return v;
}
