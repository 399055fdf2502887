// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits for an RCU grace period with synchronize_rcu() (sleeps)
 * while holding a spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct rule {
	int prio;
};

struct ruleset {
	spinlock_t lock;
	struct rule __rcu *active __guarded_by(&lock);
};

static void __used ruleset_replace(struct ruleset *rs, struct rule *new)
{
	struct rule *old;

	spin_lock(&rs->lock);
	old = rcu_replace_pointer(rs->active, new, lockdep_is_held(&rs->lock));
#ifndef FIXED
	synchronize_rcu();
#endif
	spin_unlock(&rs->lock);
#ifdef FIXED
	synchronize_rcu();
#endif
	kfree(old);
}
