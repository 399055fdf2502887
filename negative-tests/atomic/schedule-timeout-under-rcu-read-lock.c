// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with schedule_timeout() inside an RCU read-side
 * critical section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/sched.h>

struct peer {
	int state;
};

static struct peer __rcu_guarded *cur_peer;

static int __used peer_wait_state(void)
{
	int state;

	rcu_read_lock();
	state = rcu_dereference(cur_peer)->state;
#ifndef FIXED
	set_current_state(TASK_UNINTERRUPTIBLE);
	schedule_timeout(1);
#endif
	rcu_read_unlock();
#ifdef FIXED
	set_current_state(TASK_UNINTERRUPTIBLE);
	schedule_timeout(1);
#endif
	return state;
}
