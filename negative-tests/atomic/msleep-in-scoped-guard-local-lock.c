// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with msleep() inside scoped_guard(local_lock), which
 * disables preemption (on !PREEMPT_RT), instead of after the scope ends.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/local_lock.h>
#include <linux/percpu.h>
#include <linux/sched.h>

struct pcp_batch {
	local_lock_t lock;
	unsigned int count __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_batch, batch) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static void __used batch_flush(void)
{
	scoped_guard(local_lock, &batch.lock) {
		this_cpu_ptr(&batch)->count = 0;
#ifndef FIXED
		msleep(1);
#endif
	}
#ifdef FIXED
	msleep(1);
#endif
}
