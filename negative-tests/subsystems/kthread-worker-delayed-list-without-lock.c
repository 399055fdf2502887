// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests a kthread_worker's delayed_work_list without the
 * worker's lock, which kthread_queue_delayed_work() and the delayed
 * work's timer change under it.
 * EXPECT: -Wthread-safety-pointer
 */
#include <linux/kthread.h>
#include <linux/list.h>

static bool __used worker_has_delayed_work(struct kthread_worker *worker)
{
	bool pending;

#ifdef FIXED
	raw_spin_lock_irq(&worker->lock);
#endif
	pending = !list_empty(&worker->delayed_work_list);
#ifdef FIXED
	raw_spin_unlock_irq(&worker->lock);
#endif
	return pending;
}
