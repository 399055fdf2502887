// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns with the spinlock taken by spin_lock_bh() still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct rx_queue {
	spinlock_t lock;
	unsigned int backlog __guarded_by(&lock);
};

static void __used rx_queue_enqueue(struct rx_queue *q)
{
	spin_lock_bh(&q->lock);
	q->backlog++;
#ifdef FIXED
	spin_unlock_bh(&q->lock);
#endif
}
