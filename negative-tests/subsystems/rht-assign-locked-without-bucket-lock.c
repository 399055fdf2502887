// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: stores a bucket's head with rht_assign_locked(), which keeps
 * the bucket's lock bit set, without holding that bit lock: a concurrent
 * writer's update is lost and the bucket is left marked locked.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rhashtable.h>

static void __used bucket_set_head(struct bucket_table *tbl, unsigned int hash,
				   struct rhash_head *obj)
{
	struct rhash_lock_head __rcu **bkt = rht_bucket_var(tbl, hash);
#ifdef FIXED
	unsigned long flags = rht_lock(tbl, bkt);
#endif
	rht_assign_locked(bkt, obj);
#ifdef FIXED
	rht_unlock(tbl, bkt, flags);
#endif
}
