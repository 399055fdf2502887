// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes one global percpu_rw_semaphore and writes data guarded by
 * another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu-rwsem.h>

DEFINE_STATIC_PERCPU_RWSEM(hotplug_sem);
DEFINE_STATIC_PERCPU_RWSEM(freezer_sem);
static int nr_online __guarded_by(&hotplug_sem);
static int nr_frozen __guarded_by(&freezer_sem);

static void __used freezer_count(void)
{
#ifdef FIXED
	percpu_down_write(&freezer_sem);
#else
	percpu_down_write(&hotplug_sem);
#endif
	nr_frozen++;
#ifdef FIXED
	percpu_up_write(&freezer_sem);
#else
	percpu_up_write(&hotplug_sem);
#endif
}

static int __used hotplug_count(void)
{
	int n;

	percpu_down_read(&hotplug_sem);
	n = nr_online;
	percpu_up_read(&hotplug_sem);
	return n;
}
