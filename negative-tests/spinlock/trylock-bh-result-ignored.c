// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ignores spin_trylock_bh()'s result and writes the data anyway.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct rx_queue {
	spinlock_t lock;
	unsigned int backlog __guarded_by(&lock);
};

static void __used rx_queue_try_drain(struct rx_queue *q)
{
#ifdef FIXED
	if (!spin_trylock_bh(&q->lock))
		return;
#else
	spin_trylock_bh(&q->lock);
#endif
	q->backlog = 0;
	spin_unlock_bh(&q->lock);
}
