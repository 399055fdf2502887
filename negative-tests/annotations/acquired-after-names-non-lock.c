// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a lock order (ACQUIRED_AFTER) names a variable that is not a
 * lock.
 * EXPECT: -Wthread-safety-attributes
 */
#include <linux/mutex.h>
#include <linux/thread_safety.h>

static DEFINE_MUTEX(outer_mutex);
static int outer_count __maybe_unused;
#ifdef FIXED
static struct mutex inner_mutex ACQUIRED_AFTER(outer_mutex);
#else
static struct mutex inner_mutex ACQUIRED_AFTER(outer_count);
#endif

static void __used take_both(void)
{
	mutex_lock(&outer_mutex);
	mutex_lock(&inner_mutex);
	mutex_unlock(&inner_mutex);
	mutex_unlock(&outer_mutex);
}
