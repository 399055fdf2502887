// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes one global mutex and writes the data guarded by another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

static DEFINE_MUTEX(config_mutex);
static DEFINE_MUTEX(stats_mutex);
static int config_version __guarded_by(&config_mutex);
static int stats_reads __guarded_by(&stats_mutex);

static int __used config_read(void)
{
	int v;

	mutex_lock(&config_mutex);
	v = config_version;
#ifdef FIXED
	mutex_unlock(&config_mutex);
	mutex_lock(&stats_mutex);
	stats_reads++;
	mutex_unlock(&stats_mutex);
#else
	stats_reads++;
	mutex_unlock(&config_mutex);
#endif
	return v;
}
