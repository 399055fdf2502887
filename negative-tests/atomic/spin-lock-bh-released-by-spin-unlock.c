// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a spin_lock_bh() lock with spin_unlock() and returns
 * with softirqs still disabled (no local_bh_enable()); spin_unlock_bh()
 * was meant.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct flow_table {
	spinlock_t lock;
	unsigned int flows __guarded_by(&lock);
};

static void __used flow_table_add(struct flow_table *ft)
{
	spin_lock_bh(&ft->lock);
	ft->flows++;
#ifdef FIXED
	spin_unlock_bh(&ft->lock);
#else
	spin_unlock(&ft->lock);
#endif
}
