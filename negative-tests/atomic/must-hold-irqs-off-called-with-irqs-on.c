// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a function annotated __must_hold_ctx(IRQS_OFF) with
 * interrupts enabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>

struct lapic_timer {
	unsigned int *tmict;
	unsigned int period;
};

static void lapic_timer_program(struct lapic_timer *t)
	__must_hold_ctx(IRQS_OFF)
{
	*t->tmict = t->period;
}

static void __used lapic_timer_restart(struct lapic_timer *t)
{
	t->period = 1000;
#ifdef FIXED
	local_irq_disable();
#endif
	lapic_timer_program(t);
#ifdef FIXED
	local_irq_enable();
#endif
}
