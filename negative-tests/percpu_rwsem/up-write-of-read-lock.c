// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a read-locked percpu_rw_semaphore with percpu_up_write().
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

	percpu_down_read(&h->sem);
	n = h->online;
#ifdef FIXED
	percpu_up_read(&h->sem);
#else
	percpu_up_write(&h->sem);
#endif
	return n;
}
