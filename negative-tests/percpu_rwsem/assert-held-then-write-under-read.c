// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a helper that asserts percpu_rwsem_assert_held() (an exclusive
 * assertion) is called with only the read side held and writes the data.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: Clang trusts assertions: percpu_rwsem_assert_held()
 * (lockdep_assert_held()) tells the analysis the semaphore is held
 * exclusively from there on, whatever the caller holds; only lockdep
 * catches the mistake, at run time.
 */
#include <linux/percpu-rwsem.h>

struct hotplug_state {
	struct percpu_rw_semaphore sem;
	int online __guarded_by(&sem);
};

static void hotplug_reset_locked(struct hotplug_state *h)
{
	percpu_rwsem_assert_held(&h->sem);
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
