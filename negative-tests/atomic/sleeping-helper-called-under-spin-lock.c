// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a helper that sleeps (it calls msleep()) while holding a
 * spinlock; the helper itself is not annotated __might_sleep_ctx.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: the analysis does not look into callees: a function that
 * sleeps without carrying __might_sleep_ctx (or calling might_sleep()) is
 * not seen as sleeping by its callers, only its own body is checked (see
 * "Limits of the layer" in Documentation/dev-tools/capability-analysis.rst);
 * CONFIG_DEBUG_ATOMIC_SLEEP reports it at run time.
 */
#include <linux/delay.h>
#include <linux/spinlock.h>

struct sensor_hub {
	spinlock_t lock;
	unsigned int samples __guarded_by(&lock);
};

static void sensor_hub_settle(void)
{
	msleep(2);
}

static void __used sensor_hub_reset(struct sensor_hub *h)
{
	spin_lock(&h->lock);
	h->samples = 0;
#ifndef FIXED
	sensor_hub_settle();
#endif
	spin_unlock(&h->lock);
#ifdef FIXED
	sensor_hub_settle();
#endif
}
