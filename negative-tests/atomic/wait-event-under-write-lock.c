// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits with wait_event_interruptible() (may sleep) while holding
 * an rwlock_t for writing, which disables preemption.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/wait.h>

struct chan_table {
	rwlock_t lock;
	wait_queue_head_t free_wq;
	unsigned int nr_free __guarded_by(&lock);
	unsigned int nr_used __guarded_by(&lock);
};

static int __used chan_table_reserve(struct chan_table *t, bool *slot_ready)
{
	int ret;

#ifdef FIXED
	ret = wait_event_interruptible(t->free_wq, READ_ONCE(*slot_ready));
#endif
	write_lock(&t->lock);
#ifndef FIXED
	ret = wait_event_interruptible(t->free_wq, READ_ONCE(*slot_ready));
#endif
	if (!ret) {
		t->nr_free--;
		t->nr_used++;
	}
	write_unlock(&t->lock);
	return ret;
}
