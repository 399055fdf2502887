// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: write-locks one object's seqlock and writes another
 * object's data.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: in C, Clang resolves a member's __guarded_by(&lock) to the
 * field of any instance ('&stats::lock'), so holding from->lock satisfies
 * to->bytes; instances of a struct cannot be told apart.
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void __used stats_move(struct stats *from, struct stats *to)
{
	u64 v;

	write_seqlock(&from->lock);
	v = from->bytes;
	from->bytes = 0;
	write_sequnlock(&from->lock);
#ifdef FIXED
	write_seqlock(&to->lock);
#else
	write_seqlock(&from->lock);
#endif
	to->bytes += v;
#ifdef FIXED
	write_sequnlock(&to->lock);
#else
	write_sequnlock(&from->lock);
#endif
}
