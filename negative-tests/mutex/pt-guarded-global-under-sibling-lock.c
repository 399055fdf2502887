// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes into the primary firmware slot's image, whose contents the
 * primary slot's mutex guards (__pt_guarded_by), while holding the backup
 * slot's mutex: the same lock member, but of another slot
 * (-Wthread-safety-precise).
 * EXPECT: -Wthread-safety-precise
 */
#include <linux/mutex.h>
#include <linux/types.h>

struct fw_slot {
	struct mutex lock;
	unsigned int version;
};

static struct fw_slot primary_slot = { .lock = __MUTEX_INITIALIZER(primary_slot.lock) };
static struct fw_slot backup_slot = { .lock = __MUTEX_INITIALIZER(backup_slot.lock) };
static u8 *primary_image __pt_guarded_by(&primary_slot.lock);

static void __used fw_primary_invalidate(void)
{
#ifdef FIXED
	mutex_lock(&primary_slot.lock);
#else
	mutex_lock(&backup_slot.lock);
#endif
	primary_image[0] = 0xff;
#ifdef FIXED
	mutex_unlock(&primary_slot.lock);
#else
	mutex_unlock(&backup_slot.lock);
#endif
}
