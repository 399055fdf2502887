// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with msleep() in a function that asserts, with
 * lockdep_assert_irqs_disabled(), that it runs with interrupts disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/lockdep.h>

struct cpu_idle_state {
	unsigned int residency_us;
};

static void __used cpu_idle_enter(struct cpu_idle_state *s)
{
	lockdep_assert_irqs_disabled();
#ifdef FIXED
	udelay(s->residency_us);
#else
	msleep(s->residency_us / 1000);
#endif
}
