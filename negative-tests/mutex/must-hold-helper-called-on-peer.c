// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: moves a request from one queue to another holding only the
 * source queue's mutex, then calls the __must_hold() enqueue helper on the
 * destination queue: the same lock member is held, but of another instance
 * (-Wthread-safety-precise).
 * EXPECT: -Wthread-safety-precise
 */
#include <linux/list.h>
#include <linux/mutex.h>

struct req_queue {
	struct mutex lock;
	struct list_head items;
	unsigned int depth __guarded_by(&lock);
};

static void req_queue_add_locked(struct req_queue *q, struct list_head *item)
	__must_hold(&q->lock)
{
	list_add_tail(item, &q->items);
	q->depth++;
}

static void __used req_queue_move(struct req_queue *from, struct req_queue *to,
				  struct list_head *item)
{
	mutex_lock(&from->lock);
	list_del(item);
	from->depth--;
#ifdef FIXED
	mutex_unlock(&from->lock);
	mutex_lock(&to->lock);
	req_queue_add_locked(to, item);
	mutex_unlock(&to->lock);
#else
	req_queue_add_locked(to, item);
	mutex_unlock(&from->lock);
#endif
}
