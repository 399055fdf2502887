// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a helper that asserts lockdep_assert_irqs_disabled() with
 * interrupts enabled.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: Clang trusts assertions: lockdep_assert_irqs_disabled()
 * tells the analysis that IRQS_OFF is held from there on, whatever the
 * caller holds; only lockdep catches the mistake, at run time. The helper
 * should say __must_hold_ctx(IRQS_OFF) instead (see
 * must-hold-irqs-off-called-with-irqs-on.c).
 */
#include <linux/irqflags.h>
#include <linux/lockdep.h>

struct hpet_stub {
	unsigned int *cmp;
	unsigned int delta;
};

static void hpet_arm(struct hpet_stub *h)
{
	lockdep_assert_irqs_disabled();
	*h->cmp = h->delta;
}

static void __used hpet_rearm(struct hpet_stub *h)
{
	h->delta = 100;
#ifdef FIXED
	local_irq_disable();
#endif
	hpet_arm(h);
#ifdef FIXED
	local_irq_enable();
#endif
}
