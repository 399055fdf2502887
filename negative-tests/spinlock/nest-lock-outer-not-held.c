// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls spin_lock_nest_lock() without holding the outer mutex it
 * names (lockdep requires @nest_lock to be held: it is what makes taking
 * many locks of one class safe, as in mm_take_all_locks()).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct table {
	struct mutex mtx;
};

struct entry {
	spinlock_t lock;
	int state __guarded_by(&lock);
};

static void __used table_reset_entry(struct table *t, struct entry *e)
{
#ifdef FIXED
	mutex_lock(&t->mtx);
#endif
	spin_lock_nest_lock(&e->lock, &t->mtx);
	e->state = 0;
	spin_unlock(&e->lock);
#ifdef FIXED
	mutex_unlock(&t->mtx);
#endif
}
