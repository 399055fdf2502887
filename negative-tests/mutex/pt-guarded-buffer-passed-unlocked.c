// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: copies out of a buffer whose contents the mutex guards
 * (__pt_guarded_by) after dropping the mutex: passing the pointer to
 * memcpy() reads the guarded data unprotected (-Wthread-safety-pointer).
 * EXPECT: -Wthread-safety-pointer
 */
#include <linux/mutex.h>
#include <linux/string.h>
#include <linux/types.h>

#define FW_LOG_SIZE 256

struct fw_log {
	struct mutex lock;
	u8 *buf __pt_guarded_by(&lock);
};

static void __used fw_log_snapshot(struct fw_log *log, u8 *out)
{
	mutex_lock(&log->lock);
#ifdef FIXED
	memcpy(out, log->buf, FW_LOG_SIZE);
	mutex_unlock(&log->lock);
#else
	mutex_unlock(&log->lock);
	memcpy(out, log->buf, FW_LOG_SIZE);
#endif
}
