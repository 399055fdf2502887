// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes one global ww_mutex and writes data guarded by another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

static DEFINE_WW_CLASS(table_ww_class);

static struct ww_mutex crtc_lock;
static struct ww_mutex plane_lock;
static int crtc_mode __guarded_by(&crtc_lock) __maybe_unused;
static int plane_fb __guarded_by(&plane_lock);

static void __used tables_init(void)
{
	ww_mutex_init(&crtc_lock, &table_ww_class);
	ww_mutex_init(&plane_lock, &table_ww_class);
	/* The guarded data is static, so it starts at 0 without a lock: */
	/* ww_mutex_init() asserts nothing, like every lock initialiser. */
}

static void __used plane_set_fb(int fb)
{
	struct ww_acquire_ctx ctx;

	ww_acquire_init(&ctx, &table_ww_class);
#ifdef FIXED
	ww_mutex_lock_slow(&plane_lock, &ctx);
#else
	ww_mutex_lock_slow(&crtc_lock, &ctx);
#endif
	ww_acquire_done(&ctx);
	plane_fb = fb;
#ifdef FIXED
	ww_mutex_unlock(&plane_lock);
#else
	ww_mutex_unlock(&crtc_lock);
#endif
	ww_acquire_fini(&ctx);
}
