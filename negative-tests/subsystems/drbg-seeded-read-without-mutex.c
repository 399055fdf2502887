// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests drbg->seeded without drbg_mutex to decide whether a
 * reseed is due, while drbg_seed() changes the state under the mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <crypto/drbg.h>
#include <linux/mutex.h>

static bool __used drbg_needs_full_seed(struct drbg_state *drbg)
{
	bool partial;

#ifdef FIXED
	mutex_lock(&drbg->drbg_mutex);
#endif
	partial = drbg->seeded != DRBG_SEED_STATE_FULL;
#ifdef FIXED
	mutex_unlock(&drbg->drbg_mutex);
#endif
	return partial;
}
