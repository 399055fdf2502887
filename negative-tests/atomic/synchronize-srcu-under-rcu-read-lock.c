// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits for an SRCU grace period with synchronize_srcu() (sleeps)
 * inside an RCU read-side critical section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/srcu.h>

struct notifier_stub {
	int prio;
};

static struct notifier_stub __rcu_guarded *cur_notifier;

static int __used notifier_prio_synced(struct srcu_struct *ssp)
{
	int prio;

#ifdef FIXED
	synchronize_srcu(ssp);
#endif
	rcu_read_lock();
	prio = rcu_dereference(cur_notifier)->prio;
#ifndef FIXED
	synchronize_srcu(ssp);
#endif
	rcu_read_unlock();
	return prio;
}
