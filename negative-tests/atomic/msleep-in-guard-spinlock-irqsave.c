// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with msleep() inside the scope of
 * guard(spinlock_irqsave): interrupts and preemption are both disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/spinlock.h>

struct phy_stub {
	spinlock_t lock;
	unsigned int speed __guarded_by(&lock);
};

static void phy_set_speed_locked(struct phy_stub *phy, unsigned int speed)
{
	guard(spinlock_irqsave)(&phy->lock);
	phy->speed = speed;
#ifndef FIXED
	msleep(20);		/* autonegotiation */
#endif
}

static void __used phy_set_speed(struct phy_stub *phy, unsigned int speed)
{
	phy_set_speed_locked(phy, speed);
#ifdef FIXED
	msleep(20);
#endif
}
