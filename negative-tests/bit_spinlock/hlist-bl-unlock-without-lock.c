// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls hlist_bl_unlock() on a head that is not locked.
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

static void __used bucket_del(struct bucket *b, struct entry *e)
{
#ifdef FIXED
	hlist_bl_lock(&b->head);
#endif
	hlist_bl_del_init(&e->node);
	hlist_bl_unlock(&b->head);
}
