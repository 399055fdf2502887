// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: adds to an hlist_bl bucket and updates the data guarded by
 * the head's bit lock without hlist_bl_lock().
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

static void __used bucket_add(struct bucket *b, struct entry *e)
{
#ifdef FIXED
	hlist_bl_lock(&b->head);
#endif
	hlist_bl_add_head(&e->node, &b->head);
	b->count++;
#ifdef FIXED
	hlist_bl_unlock(&b->head);
#endif
}
