// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: after backing off from -EDEADLK, writes the contended object
 * without checking whether ww_mutex_lock_slow_interruptible() took it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
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
	if (ret == -EDEADLK) {
		ret = ww_mutex_lock_slow_interruptible(&b->lock, &ctx);
#ifdef FIXED
		if (!ret) {
			b->pinned++;
			ww_mutex_unlock(&b->lock);
		}
#else
		b->pinned++;
		if (!ret)
			ww_mutex_unlock(&b->lock);
#endif
	} else if (!ret) {
		b->pinned++;
		ww_mutex_unlock(&b->lock);
	}
	ww_acquire_fini(&ctx);
	return ret;
}
