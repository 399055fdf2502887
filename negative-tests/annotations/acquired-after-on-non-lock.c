// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a lock order (ACQUIRED_AFTER) is put on a plain variable instead
 * of on the lock it belongs to.
 * EXPECT: -Wthread-safety-attributes
 */
#include <linux/mutex.h>
#include <linux/thread_safety.h>

static DEFINE_MUTEX(outer_mutex);
#ifdef FIXED
static struct mutex inner_mutex ACQUIRED_AFTER(outer_mutex);
static int inner_count;
#else
static struct mutex inner_mutex;
static int inner_count ACQUIRED_AFTER(outer_mutex);
#endif

static void __used take_both(void)
{
	mutex_lock(&outer_mutex);
	mutex_lock(&inner_mutex);
	inner_count++;
	mutex_unlock(&inner_mutex);
	mutex_unlock(&outer_mutex);
}
