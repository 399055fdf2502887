// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a member is declared guarded by a counter that is not a lock
 * (the wrong member named in __guarded_by()).
 * EXPECT: -Wthread-safety-attributes -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct stats {
	spinlock_t lock;
	unsigned long seq;
#ifdef FIXED
	unsigned long packets __guarded_by(&lock);
#else
	unsigned long packets __guarded_by(&seq);
#endif
};

static void __used stats_count(struct stats *s)
{
	spin_lock(&s->lock);
	s->packets++;
	spin_unlock(&s->lock);
}
