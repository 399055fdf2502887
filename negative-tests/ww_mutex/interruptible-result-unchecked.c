// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the object before checking whether
 * ww_mutex_lock_interruptible() took the lock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/ww_mutex.h>

struct buf {
	struct ww_mutex lock;
	int pinned __guarded_by(&lock);
};

static int __used buf_pin(struct buf *b)
{
	int err = ww_mutex_lock_interruptible(&b->lock, NULL);

#ifdef FIXED
	if (err)
		return err;
	b->pinned++;
	ww_mutex_unlock(&b->lock);
	return 0;
#else
	b->pinned++;
	if (!err)
		ww_mutex_unlock(&b->lock);
	return err;
#endif
}
