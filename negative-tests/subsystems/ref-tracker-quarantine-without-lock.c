// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests a ref_tracker_dir's quarantine list without the
 * directory's lock, under which ref_tracker_free() moves freed trackers
 * onto it.
 * EXPECT: -Wthread-safety-pointer
 * NEEDS: CONFIG_REF_TRACKER
 */
#include <linux/list.h>
#include <linux/ref_tracker.h>
#include <linux/spinlock.h>

static bool __used dir_has_quarantined(struct ref_tracker_dir *dir)
{
	bool any;
#ifdef FIXED
	unsigned long flags;

	spin_lock_irqsave(&dir->lock, flags);
#endif
	any = !list_empty(&dir->quarantine);
#ifdef FIXED
	spin_unlock_irqrestore(&dir->lock, flags);
#endif
	return any;
}
