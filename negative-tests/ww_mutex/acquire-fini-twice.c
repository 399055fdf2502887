// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: finishes the acquire context on the error path and again on the
 * common exit path.
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
	ret = ww_mutex_lock_interruptible(&b->lock, &ctx);
	if (ret) {
		ww_acquire_fini(&ctx);
		goto out;
	}
	ww_acquire_done(&ctx);
	b->pinned++;
	ww_mutex_unlock(&b->lock);
#ifdef FIXED
	ww_acquire_fini(&ctx);
#endif
out:
#ifndef FIXED
	ww_acquire_fini(&ctx);
#endif
	return ret;
}
