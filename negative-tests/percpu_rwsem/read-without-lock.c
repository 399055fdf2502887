// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads percpu_rw_semaphore-guarded data without taking either
 * side.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
};

static int __used hotplug_online(struct hotplug_state *h)
{
	int n;

#ifdef FIXED
	percpu_down_read(&h->sem);
#endif
	n = h->online;
#ifdef FIXED
	percpu_up_read(&h->sem);
#endif
	return n;
}
