// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes an rw_semaphore for writing (down_write() may sleep)
 * with local interrupts disabled by local_irq_disable().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/rwsem.h>

struct clk_tree {
	struct rw_semaphore sem;
	unsigned long rate __guarded_by(&sem);
};

static void __used clk_tree_set_rate(struct clk_tree *c, unsigned long rate,
				     unsigned int *hw_reg)
{
	local_irq_disable();
	*hw_reg = 0;
#ifndef FIXED
	down_write(&c->sem);
	c->rate = rate;
	up_write(&c->sem);
#endif
	local_irq_enable();
#ifdef FIXED
	down_write(&c->sem);
	c->rate = rate;
	up_write(&c->sem);
#endif
}
