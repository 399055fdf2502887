// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a struct's inner lock and then its outer lock, against the
 * order that ACQUIRED_AFTER() declares on the members (lock-order checks need
 * -Wthread-safety-beta, which opted-in objects get).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/thread_safety.h>

struct port {
	struct mutex config_mutex;
	spinlock_t stats_lock ACQUIRED_AFTER(&config_mutex);
	int speed GUARDED_BY(&config_mutex);
	unsigned long errors GUARDED_BY(&stats_lock);
};

static void __used port_reset(struct port *p)
{
#ifdef FIXED
	mutex_lock(&p->config_mutex);
	spin_lock(&p->stats_lock);
#else
	spin_lock(&p->stats_lock);
	mutex_lock(&p->config_mutex);
#endif
	p->speed = 0;
	p->errors = 0;
#ifdef FIXED
	spin_unlock(&p->stats_lock);
	mutex_unlock(&p->config_mutex);
#else
	mutex_unlock(&p->config_mutex);
	spin_unlock(&p->stats_lock);
#endif
}
