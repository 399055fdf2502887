// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads drbg->last_seed_time without drbg_mutex to see whether
 * the reseed interval has elapsed, while drbg_seed() stamps it under the
 * mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <crypto/drbg.h>
#include <linux/jiffies.h>
#include <linux/mutex.h>

static bool __used drbg_interval_elapsed(struct drbg_state *drbg)
{
	unsigned long last;

#ifdef FIXED
	mutex_lock(&drbg->drbg_mutex);
#endif
	last = drbg->last_seed_time;
#ifdef FIXED
	mutex_unlock(&drbg->drbg_mutex);
#endif
	return time_after(jiffies, last + 600 * HZ);
}
