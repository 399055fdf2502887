// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with fsleep() while holding a raw spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/spinlock.h>

struct pll {
	raw_spinlock_t lock;
	unsigned int div __guarded_by(&lock);
};

static void __used pll_set_div(struct pll *p, unsigned int div)
{
	raw_spin_lock(&p->lock);
	p->div = div;
#ifndef FIXED
	fsleep(50);		/* wait for the PLL to lock */
#endif
	raw_spin_unlock(&p->lock);
#ifdef FIXED
	fsleep(50);
#endif
}
