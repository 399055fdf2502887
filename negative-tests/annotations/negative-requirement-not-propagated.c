// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a helper that takes a global mutex itself declares so with a
 * negative requirement, REQUIRES(!&mutex), but its caller does not repeat
 * it: the negative requirement must be propagated up to every caller, or
 * the caller may still be entered with the mutex held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/thread_safety.h>

static DEFINE_MUTEX(policy_mutex);
static unsigned int policy_gen GUARDED_BY(&policy_mutex);

static void policy_bump(void) REQUIRES(!&policy_mutex)
{
	mutex_lock(&policy_mutex);
	policy_gen++;
	mutex_unlock(&policy_mutex);
}

#ifdef FIXED
static void __used policy_reload(void) REQUIRES(!&policy_mutex)
#else
static void __used policy_reload(void)
#endif
{
	policy_bump();
}
