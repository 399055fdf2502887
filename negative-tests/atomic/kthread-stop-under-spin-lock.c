// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: stops a kthread with kthread_stop() (waits for it to exit,
 * sleeps) while holding a spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kthread.h>
#include <linux/spinlock.h>

struct poller {
	spinlock_t lock;
	struct task_struct *task __guarded_by(&lock);
};

static void __used poller_stop(struct poller *p)
{
	struct task_struct *t;

	spin_lock(&p->lock);
	t = p->task;
	p->task = NULL;
#ifndef FIXED
	if (t)
		kthread_stop(t);
#endif
	spin_unlock(&p->lock);
#ifdef FIXED
	if (t)
		kthread_stop(t);
#endif
}
