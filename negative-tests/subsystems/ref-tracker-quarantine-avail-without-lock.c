// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads a ref_tracker_dir's quarantine_avail without the
 * directory's lock, under which ref_tracker_free() uses up the quarantine.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_REF_TRACKER
 */
#include <linux/ref_tracker.h>
#include <linux/spinlock.h>

static unsigned int __used dir_quarantine_room(struct ref_tracker_dir *dir)
{
	unsigned int room;
#ifdef FIXED
	unsigned long flags;

	spin_lock_irqsave(&dir->lock, flags);
#endif
	room = dir->quarantine_avail;
#ifdef FIXED
	spin_unlock_irqrestore(&dir->lock, flags);
#endif
	return room;
}
