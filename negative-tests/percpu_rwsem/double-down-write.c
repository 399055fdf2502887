// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls percpu_down_write() on a semaphore it already holds for
 * writing.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
	int generation __guarded_by(&sem);
};

static void __used hotplug_set_online(struct hotplug_state *h, int n)
{
	percpu_down_write(&h->sem);
	h->online = n;
#ifndef FIXED
	percpu_down_write(&h->sem);
#endif
	h->generation++;
	percpu_up_write(&h->sem);
}
