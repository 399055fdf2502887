// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: on -EDEADLK, calls ww_mutex_lock_slow() on the object it already
 * holds instead of the contended one.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

static DEFINE_WW_CLASS(buf_ww_class);

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static void __used buf_pin_pair(struct buf *a, struct buf *b)
{
	struct ww_acquire_ctx ctx;

	ww_acquire_init(&ctx, &buf_ww_class);
	ww_mutex_lock_slow(&a->lock, &ctx);
	if (ww_mutex_lock(&b->lock, &ctx)) {
#ifdef FIXED
		ww_mutex_unlock(&a->lock);
		ww_mutex_lock_slow(&b->lock, &ctx);
		ww_mutex_lock_slow(&a->lock, &ctx);
#else
		ww_mutex_lock_slow(&a->lock, &ctx);
		ww_mutex_lock_slow(&b->lock, &ctx);
#endif
	}
	a->pinned++;
	b->pinned++;
	ww_mutex_unlock(&b->lock);
	ww_mutex_unlock(&a->lock);
	ww_acquire_fini(&ctx);
}
