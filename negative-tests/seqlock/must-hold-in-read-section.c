// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() (writer) function inside a lockless
 * read_seqbegin() section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/seqlock.h>
#include <linux/types.h>

struct stats {
	seqlock_t lock;
	u64 bytes __guarded_by(&lock);
	u64 packets __guarded_by(&lock);
};

static void stats_reset_locked(struct stats *s)
	__must_hold(&s->lock)
{
	s->bytes = 0;
	s->packets = 0;
}

static void __used stats_reset_if_wrapped(struct stats *s)
{
	unsigned int seq;
	bool wrapped;

	do {
		seq = read_seqbegin(&s->lock);
		wrapped = s->bytes > U64_MAX / 2;
#ifndef FIXED
		if (wrapped)
			stats_reset_locked(s);
#endif
	} while (read_seqretry(&s->lock, seq));
#ifdef FIXED
	if (wrapped) {
		write_seqlock(&s->lock);
		stats_reset_locked(s);
		write_sequnlock(&s->lock);
	}
#endif
}
