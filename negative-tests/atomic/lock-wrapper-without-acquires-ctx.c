// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a lock wrapper of spin_lock() is annotated __acquires(&d->lock)
 * without __acquires_ctx(PREEMPT_OFF), which the layer requires for a
 * function that enters a context for its caller.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct dev_queue {
	spinlock_t lock;
	unsigned int qlen __guarded_by(&lock);
};

static void dev_queue_lock(struct dev_queue *d)
#ifdef FIXED
	__acquires(&d->lock) __acquires_ctx(PREEMPT_OFF)
#else
	__acquires(&d->lock)
#endif
{
	spin_lock(&d->lock);
}

static void dev_queue_unlock(struct dev_queue *d)
	__releases(&d->lock) __releases_ctx(PREEMPT_OFF)
{
	spin_unlock(&d->lock);
}

static void __used dev_queue_purge(struct dev_queue *d)
{
	dev_queue_lock(d);
	d->qlen = 0;
	dev_queue_unlock(d);
}
