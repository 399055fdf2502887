// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: locks one buffer of a pair and writes the other.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: in C, Clang resolves a member's __guarded_by(&lock) to the
 * field of any instance ('&buf::lock'), so holding a->lock satisfies the
 * guard of b->pinned.
 */
#include <linux/ww_mutex.h>

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static void __used buf_move_pin(struct buf *a, struct buf *b)
{
	if (ww_mutex_lock(&a->lock, NULL))
		return;
	a->pinned--;
	ww_mutex_unlock(&a->lock);
#ifdef FIXED
	if (ww_mutex_lock(&b->lock, NULL))
		return;
#else
	if (ww_mutex_lock(&a->lock, NULL))
		return;
#endif
	b->pinned++;
#ifdef FIXED
	ww_mutex_unlock(&b->lock);
#else
	ww_mutex_unlock(&a->lock);
#endif
}
