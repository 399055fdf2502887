// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes ww_mutex-guarded data without taking the ww_mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static void __used buf_unpin(struct buf *b)
{
#ifdef FIXED
	ww_mutex_lock_slow(&b->lock, NULL);
#endif
	b->pinned--;
#ifdef FIXED
	ww_mutex_unlock(&b->lock);
#endif
}
