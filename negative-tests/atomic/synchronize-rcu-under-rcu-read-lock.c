// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits for a grace period with synchronize_rcu() inside an RCU
 * read-side critical section (a deadlock, and a sleep in atomic context),
 * instead of after rcu_read_unlock(). Reported once: in the layer, the
 * exclusion of the RCU readers is __might_sleep_ctx's.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct cfg {
	int gen;
};

struct cfg_holder {
	struct cfg __rcu *cur;
};

static int __used cfg_sync_gen(struct cfg_holder *h)
{
	int gen;

	rcu_read_lock();
	gen = rcu_dereference(h->cur)->gen;
#ifndef FIXED
	synchronize_rcu();
#endif
	rcu_read_unlock();
#ifdef FIXED
	synchronize_rcu();
#endif
	return gen;
}
