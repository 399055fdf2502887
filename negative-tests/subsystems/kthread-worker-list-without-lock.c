// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests a kthread_worker's work_list without holding the
 * worker's lock, which kthread_insert_work() and the worker thread change
 * under it.
 * EXPECT: -Wthread-safety-pointer
 */
#include <linux/kthread.h>
#include <linux/list.h>

static bool __used worker_is_idle(struct kthread_worker *worker)
{
	bool idle;

#ifdef FIXED
	raw_spin_lock_irq(&worker->lock);
#endif
	idle = list_empty(&worker->work_list);
#ifdef FIXED
	raw_spin_unlock_irq(&worker->lock);
#endif
	return idle;
}
