// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return leaves the hlist_bl head locked.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/list_bl.h>

struct bucket {
	struct hlist_bl_head head;
	unsigned int count __guarded_by(__bitlock(0, (unsigned long *)&head));
};

struct entry {
	struct hlist_bl_node node;
};

static bool __used bucket_add_limited(struct bucket *b, struct entry *e,
				      unsigned int limit)
{
	hlist_bl_lock(&b->head);
	if (b->count >= limit) {
#ifdef FIXED
		hlist_bl_unlock(&b->head);
#endif
		return false;
	}
	hlist_bl_add_head(&e->node, &b->head);
	b->count++;
	hlist_bl_unlock(&b->head);
	return true;
}
