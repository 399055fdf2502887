// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a helper says it needs a lock but names the data instead of
 * its lock in __must_hold().
 * EXPECT: -Wthread-safety-attributes -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct stats {
	spinlock_t lock;
	unsigned long packets;
};

#ifdef FIXED
static void stats_add(struct stats *s, unsigned long n) __must_hold(&s->lock)
#else
static void stats_add(struct stats *s, unsigned long n) __must_hold(&s->packets)
#endif
{
	s->packets += n;
}

static void __used stats_count(struct stats *s)
{
	spin_lock(&s->lock);
	stats_add(s, 1);
	spin_unlock(&s->lock);
}
