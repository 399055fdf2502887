// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sets guarded data after the scope of its init guard ended.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct stats {
	spinlock_t lock;
	unsigned long hits __guarded_by(&lock);
	unsigned long misses __guarded_by(&lock);
};

static void __used stats_init(struct stats *s)
{
	scoped_guard(spinlock_init, &s->lock) {
		s->hits = 0;
#ifdef FIXED
		s->misses = 0;
#endif
	}
#ifndef FIXED
	s->misses = 0;
#endif
}
