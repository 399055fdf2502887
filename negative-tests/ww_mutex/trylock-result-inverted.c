// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the object on the path where ww_mutex_trylock() failed
 * (it returns 1 on success, unlike ww_mutex_lock()).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static bool __used buf_try_pin(struct buf *b)
{
#ifdef FIXED
	if (!ww_mutex_trylock(&b->lock, NULL))
#else
	if (ww_mutex_trylock(&b->lock, NULL))
#endif
		return false;
	b->pinned++;
	ww_mutex_unlock(&b->lock);
	return true;
}
