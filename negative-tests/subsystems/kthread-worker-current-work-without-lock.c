// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests whether a work is the one a kthread_worker is running
 * by reading worker->current_work without the worker's lock, under which
 * kthread_worker_fn() sets and clears it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kthread.h>

static bool __used worker_is_running(struct kthread_worker *worker,
				     struct kthread_work *work)
{
	bool running;

#ifdef FIXED
	raw_spin_lock_irq(&worker->lock);
#endif
	running = worker->current_work == work;
#ifdef FIXED
	raw_spin_unlock_irq(&worker->lock);
#endif
	return running;
}
