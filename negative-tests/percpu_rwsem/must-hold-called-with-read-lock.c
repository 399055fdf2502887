// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a __must_hold() (exclusive) function holding only the read
 * side of the percpu_rw_semaphore.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
};

static void hotplug_reset_locked(struct hotplug_state *h)
	__must_hold(&h->sem)
{
	h->online = 0;
}

static void __used hotplug_reset(struct hotplug_state *h)
{
#ifdef FIXED
	percpu_down_write(&h->sem);
#else
	percpu_down_read(&h->sem);
#endif
	hotplug_reset_locked(h);
#ifdef FIXED
	percpu_up_write(&h->sem);
#else
	percpu_up_read(&h->sem);
#endif
}
