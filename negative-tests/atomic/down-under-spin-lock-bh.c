// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits on a semaphore (down() may sleep) while holding a
 * spinlock taken with spin_lock_bh(), which disables softirqs.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/semaphore.h>
#include <linux/spinlock.h>

struct tx_ring {
	spinlock_t lock;
	struct semaphore fw_sem;
	unsigned int head __guarded_by(&lock);
};

static void __used tx_ring_kick(struct tx_ring *r)
{
	spin_lock_bh(&r->lock);
	r->head = 0;
#ifndef FIXED
	down(&r->fw_sem);
	up(&r->fw_sem);
#endif
	spin_unlock_bh(&r->lock);
#ifdef FIXED
	down(&r->fw_sem);
	up(&r->fw_sem);
#endif
}
