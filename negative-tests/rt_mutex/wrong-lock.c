// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes one global rt_mutex and writes data guarded by another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rtmutex.h>

static DEFINE_RT_MUTEX(pi_lock);
static DEFINE_RT_MUTEX(boost_lock);
static int nr_pi_waiters __guarded_by(&pi_lock);
static int nr_boosts __guarded_by(&boost_lock);

static void __used count_boost(void)
{
#ifdef FIXED
	rt_mutex_lock(&boost_lock);
#else
	rt_mutex_lock(&pi_lock);
#endif
	nr_boosts++;
#ifdef FIXED
	rt_mutex_unlock(&boost_lock);
#else
	rt_mutex_unlock(&pi_lock);
#endif
}

static void __used count_waiter(void)
{
	rt_mutex_lock(&pi_lock);
	nr_pi_waiters++;
	rt_mutex_unlock(&pi_lock);
}
