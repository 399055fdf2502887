// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls down_write_nest_lock() without holding the outer lock it
 * names (lockdep requires @nest_lock to be held: it is what makes taking
 * many rwsems of one class safe, as mm_take_all_locks() does under
 * mmap_lock).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/rwsem.h>

struct space {
	struct mutex mtx;
};

struct region {
	struct rw_semaphore sem;
	int gen __guarded_by(&sem);
};

static void __used space_bump_region(struct space *s, struct region *r)
{
#ifdef FIXED
	mutex_lock(&s->mtx);
#endif
	down_write_nest_lock(&r->sem, &s->mtx);
	r->gen++;
	up_write(&r->sem);
#ifdef FIXED
	mutex_unlock(&s->mtx);
#endif
}
