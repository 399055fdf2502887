// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: the lock order of two members is declared in both directions:
 * the inner lock is ACQUIRED_AFTER() the outer one, and the outer one is
 * also ACQUIRED_AFTER() the inner one (meant: ACQUIRED_BEFORE()), a cycle
 * in the declared order.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/thread_safety.h>

struct bridge {
#ifdef FIXED
	struct mutex cfg_mutex ACQUIRED_BEFORE(&irq_lock);
#else
	struct mutex cfg_mutex ACQUIRED_AFTER(&irq_lock);
#endif
	spinlock_t irq_lock ACQUIRED_AFTER(&cfg_mutex);
	u32 mode GUARDED_BY(&cfg_mutex);
	u32 irq_mask GUARDED_BY(&irq_lock);
};

static void __used bridge_set_mode(struct bridge *br, u32 mode)
{
	mutex_lock(&br->cfg_mutex);
	br->mode = mode;
	spin_lock_irq(&br->irq_lock);
	br->irq_mask = 0;
	spin_unlock_irq(&br->irq_lock);
	mutex_unlock(&br->cfg_mutex);
}
