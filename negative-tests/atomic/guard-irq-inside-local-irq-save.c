// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes guard(irq) inside a local_irq_save() section: interrupts
 * are already off, and the guard's local_irq_enable() at the end of its
 * scope turns them on too early; guard(irqsave) nests correctly.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/types.h>

struct tick_state {
	u64 last;
};

static void __used tick_state_update(struct tick_state *t, u64 now)
{
	unsigned long flags;

	local_irq_save(flags);
	{
#ifdef FIXED
		guard(irqsave)();
#else
		guard(irq)();
#endif
		t->last = now;
	}
	local_irq_restore(flags);
}
