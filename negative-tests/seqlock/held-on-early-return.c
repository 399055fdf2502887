// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return leaves the seqlock write-locked (and
 * interrupts disabled).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static int __used stats_add(struct stats *s, unsigned int len)
{
	unsigned long flags;

	write_seqlock_irqsave(&s->lock, flags);
	if (!len) {
#ifdef FIXED
		write_sequnlock_irqrestore(&s->lock, flags);
#endif
		return -1;
	}
	s->packets++;
	s->bytes += len;
	write_sequnlock_irqrestore(&s->lock, flags);
	return 0;
}
