// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: the else branch forgets preempt_enable(), so preemption stays
 * disabled after the if statement on one path only.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu.h>
#include <linux/preempt.h>

static DEFINE_PER_CPU(unsigned long, rx_fast);
static DEFINE_PER_CPU(unsigned long, rx_slow);

static void __used rx_account(bool fast)
{
	preempt_disable();
	if (fast) {
		__this_cpu_inc(rx_fast);
		preempt_enable();
	} else {
		__this_cpu_inc(rx_slow);
#ifdef FIXED
		preempt_enable();
#endif
	}
}
