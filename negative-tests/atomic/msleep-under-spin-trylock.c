// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with msleep() on the path where spin_trylock() succeeded,
 * with the spinlock (and so PREEMPT_OFF) held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/spinlock.h>

struct eeprom {
	spinlock_t lock;
	unsigned int writes __guarded_by(&lock);
};

static bool __used eeprom_try_commit(struct eeprom *e)
{
	if (!spin_trylock(&e->lock))
		return false;
	e->writes++;
#ifndef FIXED
	msleep(5);		/* write cycle time */
#endif
	spin_unlock(&e->lock);
#ifdef FIXED
	msleep(5);
#endif
	return true;
}
