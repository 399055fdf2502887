// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes percpu_rw_semaphore-guarded data while holding only the
 * read side (percpu_down_read()).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
};

static void __used hotplug_set_online(struct hotplug_state *h, int n)
{
#ifdef FIXED
	percpu_down_write(&h->sem);
#else
	percpu_down_read(&h->sem);
#endif
	h->online = n;
#ifdef FIXED
	percpu_up_write(&h->sem);
#else
	percpu_up_read(&h->sem);
#endif
}
