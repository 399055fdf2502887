// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases the write side of a percpu_rw_semaphore that is not
 * held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
};

static void __used hotplug_end_update(struct hotplug_state *h)
{
#ifdef FIXED
	percpu_down_write(&h->sem);
#endif
	percpu_up_write(&h->sem);
}
