// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: modifies an hlist_bl list (hlist_bl_add_head()) without
 * holding the head's bit lock.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: the list helpers hlist_bl_add_head(), hlist_bl_del() and
 * friends are not declared __must_hold(__bitlock(0, head)) by the patched
 * headers (hlist_bl_del() does not even take the head), so only data the
 * caller guards with the bit lock is checked.
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
#ifdef FIXED
	hlist_bl_unlock(&b->head);
#endif
}
