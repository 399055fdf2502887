// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads a bucket's chain with rht_ptr_rcu() outside an RCU
 * read-side critical section: the chain's entries may be freed under it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/rhashtable.h>

static bool __used bucket_is_empty_rcu(struct bucket_table *tbl, unsigned int hash)
{
	struct rhash_head *head;

#ifdef FIXED
	rcu_read_lock();
#endif
	head = rht_ptr_rcu(rht_bucket(tbl, hash));
#ifdef FIXED
	rcu_read_unlock();
#endif
	return rht_is_a_nulls(head);
}
