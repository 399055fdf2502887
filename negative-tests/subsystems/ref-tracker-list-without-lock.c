// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests whether a ref_tracker_dir still tracks references by
 * looking at its list without the directory's lock, under which
 * ref_tracker_alloc() and ref_tracker_free() change it.
 * EXPECT: -Wthread-safety-pointer
 * NEEDS: CONFIG_REF_TRACKER
 */
#include <linux/list.h>
#include <linux/ref_tracker.h>
#include <linux/spinlock.h>

static bool __used dir_has_trackers(struct ref_tracker_dir *dir)
{
	bool busy;
#ifdef FIXED
	unsigned long flags;

	spin_lock_irqsave(&dir->lock, flags);
#endif
	busy = !list_empty(&dir->list);
#ifdef FIXED
	spin_unlock_irqrestore(&dir->lock, flags);
#endif
	return busy;
}
