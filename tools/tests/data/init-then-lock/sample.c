// SPDX-License-Identifier: GPL-2.0
/* Handmade input of tools/tests/test_init_then_lock.py. */

static int wq_alloc(struct wq *wq)
{
	mutex_init(&wq->mutex);
	/* mutex_lock(&wq->mutex) in a comment is not a site */
	INIT_LIST_HEAD(&wq->list);
	mutex_lock( &wq->mutex );
	list_add(&wq->node, &wq_list);
	mutex_unlock(&wq->mutex);
	return 0;
}

static void pool_init(struct pool *p)
{
	spin_lock_init(&p->lock);
	spin_lock_irq(&p->other);
	scoped_guard(spinlock_irqsave, (&p->lock))
		p->n = 0;
	spin_unlock_irq(&p->other);
}

static void only_init(struct pool *p)
{
	raw_spin_lock_init(&p->raw);
	raw_spin_lock_init(&p->raw2);
}

static void init_guard_is_not_a_lock(struct pool *p)
{
	spin_lock_init(&p->lock);
	guard(spinlock_init)(&p->lock);
}
