// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a mutex (which may sleep) inside a seqlock_t write
 * section, which holds its spinlock with preemption disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/seqlock.h>

struct clock_data {
	seqlock_t seq;
	struct mutex update_lock;
	unsigned long long epoch_ns __guarded_by(&seq);
	unsigned int updates __guarded_by(&update_lock);
};

static void __used clock_data_set_epoch(struct clock_data *cd,
					unsigned long long ns)
{
#ifdef FIXED
	mutex_lock(&cd->update_lock);
	cd->updates++;
	mutex_unlock(&cd->update_lock);
#endif
	write_seqlock(&cd->seq);
	cd->epoch_ns = ns;
#ifndef FIXED
	mutex_lock(&cd->update_lock);
	cd->updates++;
	mutex_unlock(&cd->update_lock);
#endif
	write_sequnlock(&cd->seq);
}
