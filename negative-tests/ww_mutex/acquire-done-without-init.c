// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls ww_acquire_done() on an acquire context that was never
 * initialized with ww_acquire_init().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

static DEFINE_WW_CLASS(buf_ww_class);

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static void __used buf_pin(struct buf *b)
{
	struct ww_acquire_ctx ctx;

#ifdef FIXED
	ww_acquire_init(&ctx, &buf_ww_class);
#endif
	ww_mutex_lock_slow(&b->lock, &ctx);
	ww_acquire_done(&ctx);
	b->pinned++;
	ww_mutex_unlock(&b->lock);
#ifdef FIXED
	ww_acquire_fini(&ctx);
#endif
}
