// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: ignores ww_mutex_lock()'s result and writes the object anyway.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static void __used buf_pin(struct buf *b)
{
#ifdef FIXED
	if (ww_mutex_lock(&b->lock, NULL))
		return;
#else
	ww_mutex_lock(&b->lock, NULL);
#endif
	b->pinned++;
	ww_mutex_unlock(&b->lock);
}
