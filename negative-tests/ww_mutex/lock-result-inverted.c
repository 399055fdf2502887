// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: uses the object on the path where ww_mutex_lock() failed
 * (-EDEADLK or -EALREADY) instead of the one where it returned 0.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

static DEFINE_WW_CLASS(buf_ww_class);

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static int __used buf_pin(struct buf *b)
{
	struct ww_acquire_ctx ctx;
	int ret;

	ww_acquire_init(&ctx, &buf_ww_class);
#ifdef FIXED
	ret = ww_mutex_lock(&b->lock, &ctx);
	if (!ret) {
#else
	ret = ww_mutex_lock(&b->lock, &ctx);
	if (ret) {
#endif
		b->pinned++;
		ww_mutex_unlock(&b->lock);
	}
	ww_acquire_fini(&ctx);
	return ret;
}
