// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: forces a reseed by writing drbg->reseed_ctr without
 * drbg_mutex, racing with a generate call that counts under it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <crypto/drbg.h>
#include <linux/mutex.h>

static void __used drbg_force_reseed(struct drbg_state *drbg)
{
#ifdef FIXED
	mutex_lock(&drbg->drbg_mutex);
#endif
	drbg->reseed_ctr = drbg->reseed_threshold;
#ifdef FIXED
	mutex_unlock(&drbg->drbg_mutex);
#endif
}
