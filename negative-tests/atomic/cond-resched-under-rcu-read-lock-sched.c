// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls cond_resched() inside rcu_read_lock_sched(), an RCU-sched
 * read-side critical section with preemption disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/sched.h>

struct ftrace_ops_stub {
	unsigned long hits;
};

static struct ftrace_ops_stub __rcu_guarded *cur_ops;

static void __used ops_count_hits(unsigned long n)
{
	unsigned long i;

	rcu_read_lock_sched();
	for (i = 0; i < n; i++) {
		rcu_dereference_sched(cur_ops)->hits++;
#ifndef FIXED
		cond_resched();
#endif
	}
	rcu_read_unlock_sched();
#ifdef FIXED
	cond_resched();
#endif
}
