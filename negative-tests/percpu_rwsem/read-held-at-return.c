// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an early return leaves the read side of the percpu_rw_semaphore
 * held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
};

static int __used hotplug_check_cpu(struct hotplug_state *h, int cpu)
{
	percpu_down_read(&h->sem);
	if (cpu >= h->online) {
#ifdef FIXED
		percpu_up_read(&h->sem);
#endif
		return -ENODEV;
	}
	percpu_up_read(&h->sem);
	return 0;
}
