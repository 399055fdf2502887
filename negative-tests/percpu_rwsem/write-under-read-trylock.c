// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes the data after a successful percpu_down_read_trylock(),
 * which only gives shared access.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
	int readers_seen __guarded_by(&sem);
};

static int __used hotplug_try_online(struct hotplug_state *h)
{
	int n = -1;

	if (percpu_down_read_trylock(&h->sem)) {
		n = h->online;
#ifndef FIXED
		h->readers_seen++;
#endif
		percpu_up_read(&h->sem);
#ifdef FIXED
		/* The count is written under the write side, taken separately. */
		percpu_down_write(&h->sem);
		h->readers_seen++;
		percpu_up_write(&h->sem);
#endif
	}
	return n;
}
