// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() function on an object whose ww_mutex was
 * already unlocked.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static void buf_unpin_locked(struct buf *b)
	__must_hold(&b->lock)
{
	b->pinned--;
}

static void __used buf_release(struct buf *b)
{
	if (ww_mutex_trylock(&b->lock, NULL)) {
#ifdef FIXED
		buf_unpin_locked(b);
		ww_mutex_unlock(&b->lock);
#else
		ww_mutex_unlock(&b->lock);
		buf_unpin_locked(b);
#endif
	}
}
