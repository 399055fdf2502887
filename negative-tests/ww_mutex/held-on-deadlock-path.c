// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns -EDEADLK without releasing the object already locked, so
 * the caller cannot back off.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static int __used buf_pin_pair(struct buf *a, struct buf *b,
			       struct ww_acquire_ctx *ctx)
{
	int ret;

	ret = ww_mutex_lock(&a->lock, ctx);
	if (ret)
		return ret;
	ret = ww_mutex_lock(&b->lock, ctx);
	if (ret) {
#ifdef FIXED
		ww_mutex_unlock(&a->lock);
#endif
		return ret;
	}
	a->pinned++;
	b->pinned++;
	ww_mutex_unlock(&b->lock);
	ww_mutex_unlock(&a->lock);
	return 0;
}
