// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits for a work item with flush_work() (sleeps) while holding
 * a spinlock taken with spin_lock_bh().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>
#include <linux/workqueue.h>

struct link_watch {
	spinlock_t lock;
	struct work_struct work;
	bool pending __guarded_by(&lock);
};

static void __used link_watch_sync(struct link_watch *lw)
{
	spin_lock_bh(&lw->lock);
	lw->pending = false;
#ifndef FIXED
	flush_work(&lw->work);
#endif
	spin_unlock_bh(&lw->lock);
#ifdef FIXED
	flush_work(&lw->work);
#endif
}
