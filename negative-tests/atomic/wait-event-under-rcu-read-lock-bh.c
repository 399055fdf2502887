// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits with wait_event() inside rcu_read_lock_bh(), which is an
 * RCU-bh read-side critical section with softirqs disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/wait.h>

struct netdev_stub {
	int mtu;
};

static struct netdev_stub __rcu_guarded *cur_dev;

static int __used dev_mtu_when_ready(wait_queue_head_t *wq, bool *ready)
{
	int mtu;

#ifdef FIXED
	wait_event(*wq, READ_ONCE(*ready));
#endif
	rcu_read_lock_bh();
#ifndef FIXED
	wait_event(*wq, READ_ONCE(*ready));
#endif
	mtu = rcu_dereference_bh(cur_dev)->mtu;
	rcu_read_unlock_bh();
	return mtu;
}
