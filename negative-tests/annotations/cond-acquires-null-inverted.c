// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the guarded data when a __cond_acquires(NULL, ...) function
 * returned an error pointer, which means the lock was not taken.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/err.h>
#include <linux/spinlock.h>

struct slot_table {
	spinlock_t lock;
	int used __guarded_by(&lock);
};

/* Returns NULL with the lock held, or an error pointer without it. */
void *slot_table_reserve(struct slot_table *t) __cond_acquires(NULL, &t->lock);

static int __used slot_table_fill(struct slot_table *t)
{
	void *err = slot_table_reserve(t);

#ifdef FIXED
	if (!err) {
#else
	if (err) {
#endif
		t->used++;
		spin_unlock(&t->lock);
		return 0;
	}
	return PTR_ERR(err);
}
