// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold_shared() function without the
 * percpu_rw_semaphore.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
};

static bool hotplug_cpu_valid_locked(struct hotplug_state *h, int cpu)
	__must_hold_shared(&h->sem)
{
	return cpu < h->online;
}

static bool __used hotplug_cpu_valid(struct hotplug_state *h, int cpu)
{
	bool ok;

#ifdef FIXED
	percpu_down_read(&h->sem);
#endif
	ok = hotplug_cpu_valid_locked(h, cpu);
#ifdef FIXED
	percpu_up_read(&h->sem);
#endif
	return ok;
}
