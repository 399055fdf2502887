// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the per-CPU data after the scoped_guard(local_lock_nested_bh)
 * block ended (bottom halves are still off, but the lock is released).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bottom_half.h>
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

struct pcp_backlog {
	local_lock_t bh_lock;
	unsigned int queued __guarded_by(&bh_lock);
	unsigned int dropped __guarded_by(&bh_lock);
};

static DEFINE_PER_CPU(struct pcp_backlog, pcp_backlog) = {
	.bh_lock = INIT_LOCAL_LOCK(bh_lock),
};

static void __used backlog_enqueue(unsigned int limit)
{
	local_bh_disable();
	scoped_guard(local_lock_nested_bh, &pcp_backlog.bh_lock) {
		this_cpu_ptr(&pcp_backlog)->queued++;
#ifdef FIXED
		if (this_cpu_ptr(&pcp_backlog)->queued > limit)
			this_cpu_ptr(&pcp_backlog)->dropped++;
#endif
	}
#ifndef FIXED
	if (this_cpu_ptr(&pcp_backlog)->queued > limit)
		this_cpu_ptr(&pcp_backlog)->dropped++;
#endif
	local_bh_enable();
}
