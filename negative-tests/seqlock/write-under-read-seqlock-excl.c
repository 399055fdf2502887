// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data under read_seqlock_excl(), a locking reader
 * that does not bump the sequence count for lockless readers.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void __used stats_reset(struct stats *s)
{
#ifdef FIXED
	write_seqlock_irq(&s->lock);
#else
	read_seqlock_excl_irq(&s->lock);
#endif
	s->bytes = 0;
	s->packets = 0;
#ifdef FIXED
	write_sequnlock_irq(&s->lock);
#else
	read_sequnlock_excl_irq(&s->lock);
#endif
}
