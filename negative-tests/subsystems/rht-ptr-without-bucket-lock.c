// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads a bucket's chain with rht_ptr(), which is for a locked
 * bucket, without rht_lock(): another CPU may be relinking the chain.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rhashtable.h>

static bool __used bucket_is_empty(struct bucket_table *tbl, unsigned int hash)
{
	struct rhash_lock_head __rcu **bkt = rht_bucket_var(tbl, hash);
	struct rhash_head *head;
#ifdef FIXED
	unsigned long flags = rht_lock(tbl, bkt);
#endif

	head = rht_ptr(bkt, tbl, hash);
#ifdef FIXED
	rht_unlock(tbl, bkt, flags);
#endif
	return rht_is_a_nulls(head);
}
