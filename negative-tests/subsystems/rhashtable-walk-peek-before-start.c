// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls rhashtable_walk_peek() before rhashtable_walk_start(),
 * outside the RCU read-side section the walk must be in.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rhashtable.h>

static void *__used table_first_entry(struct rhashtable *ht)
{
	struct rhashtable_iter iter;
	void *obj;

	rhashtable_walk_enter(ht, &iter);
#ifdef FIXED
	rhashtable_walk_start(&iter);
	obj = rhashtable_walk_peek(&iter);
#else
	obj = rhashtable_walk_peek(&iter);
	rhashtable_walk_start(&iter);
#endif
	rhashtable_walk_stop(&iter);
	rhashtable_walk_exit(&iter);
	return obj;
}
