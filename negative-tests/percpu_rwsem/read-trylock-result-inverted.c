// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads the data on the path where percpu_down_read_trylock()
 * failed.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
};

static int __used hotplug_try_online(struct hotplug_state *h)
{
	int n;

#ifdef FIXED
	if (!percpu_down_read_trylock(&h->sem))
#else
	if (percpu_down_read_trylock(&h->sem))
#endif
		return -EBUSY;
	n = h->online;
	percpu_up_read(&h->sem);
	return n;
}
