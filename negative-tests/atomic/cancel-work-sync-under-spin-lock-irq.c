// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: cancels a work item with cancel_work_sync() (waits for it to
 * finish, sleeps) while holding a spinlock taken with spin_lock_irq().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>
#include <linux/workqueue.h>

struct hid_dev_stub {
	spinlock_t lock;
	struct work_struct reset_work;
	bool stopped __guarded_by(&lock);
};

static void __used hid_dev_stop(struct hid_dev_stub *h)
{
	spin_lock_irq(&h->lock);
	h->stopped = true;
#ifndef FIXED
	cancel_work_sync(&h->reset_work);
#endif
	spin_unlock_irq(&h->lock);
#ifdef FIXED
	cancel_work_sync(&h->reset_work);
#endif
}
