// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: locks a ww_mutex with an acquire context that ww_acquire_fini()
 * already ended.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: ww_mutex_lock() cannot be annotated to require its context,
 * since a NULL context is valid, and Clang has no "requires the argument
 * unless it is NULL".
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

	ww_acquire_init(&ctx, &buf_ww_class);
#ifndef FIXED
	ww_acquire_fini(&ctx);
#endif
	if (!ww_mutex_lock(&b->lock, &ctx)) {
		b->pinned++;
		ww_mutex_unlock(&b->lock);
	}
#ifdef FIXED
	ww_acquire_fini(&ctx);
#endif
}
