// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: __pt_guarded_by() (guards the data pointed to) on a member that
 * is not a pointer, where __guarded_by() was meant.
 * EXPECT: -Wthread-safety-attributes
 */
#include <linux/spinlock.h>

struct stats {
	spinlock_t lock;
#ifdef FIXED
	unsigned long packets __guarded_by(&lock);
#else
	unsigned long packets __pt_guarded_by(&lock);
#endif
};

static void __used stats_count(struct stats *s)
{
	spin_lock(&s->lock);
	s->packets++;
	spin_unlock(&s->lock);
}
