// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: re-arms the continuous test by clearing drbg->fips_primed
 * without drbg_mutex, racing with drbg_fips_continuous_test() under it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <crypto/drbg.h>
#include <linux/mutex.h>

static void __used drbg_fips_rearm(struct drbg_state *drbg)
{
#ifdef FIXED
	mutex_lock(&drbg->drbg_mutex);
#endif
	drbg->fips_primed = false;
#ifdef FIXED
	mutex_unlock(&drbg->drbg_mutex);
#endif
}
