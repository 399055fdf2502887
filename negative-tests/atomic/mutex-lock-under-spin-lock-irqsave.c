// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a mutex (which may sleep) while holding a spinlock taken
 * with spin_lock_irqsave(): interrupts and preemption are both disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct port_stats {
	spinlock_t lock;
	struct mutex cfg_lock;
	unsigned long rx __guarded_by(&lock);
	int mtu __guarded_by(&cfg_lock);
};

static void __used port_set_mtu(struct port_stats *p, int mtu)
{
	unsigned long flags;

	spin_lock_irqsave(&p->lock, flags);
	p->rx = 0;
#ifndef FIXED
	mutex_lock(&p->cfg_lock);
	p->mtu = mtu;
	mutex_unlock(&p->cfg_lock);
#endif
	spin_unlock_irqrestore(&p->lock, flags);
#ifdef FIXED
	mutex_lock(&p->cfg_lock);
	p->mtu = mtu;
	mutex_unlock(&p->cfg_lock);
#endif
}
