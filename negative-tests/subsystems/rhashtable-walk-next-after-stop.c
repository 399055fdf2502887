// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls rhashtable_walk_next() after rhashtable_walk_stop(),
 * outside the RCU read-side section the walk must stay in (the object it
 * returns may already be freed).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rhashtable.h>

static void *__used table_second_entry(struct rhashtable *ht)
{
	struct rhashtable_iter iter;
	void *obj;

	rhashtable_walk_enter(ht, &iter);
	rhashtable_walk_start(&iter);
	obj = rhashtable_walk_next(&iter);
#ifdef FIXED
	obj = rhashtable_walk_next(&iter);
	rhashtable_walk_stop(&iter);
#else
	rhashtable_walk_stop(&iter);
	obj = rhashtable_walk_next(&iter);
#endif
	rhashtable_walk_exit(&iter);
	return obj;
}
