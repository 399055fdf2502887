// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with ssleep() between preempt_disable() and
 * preempt_enable().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/percpu.h>
#include <linux/preempt.h>

static DEFINE_PER_CPU(unsigned long, watchdog_touched);

static void __used watchdog_stall(void)
{
	preempt_disable();
	__this_cpu_write(watchdog_touched, 0);
#ifndef FIXED
	ssleep(1);
#endif
	preempt_enable();
#ifdef FIXED
	ssleep(1);
#endif
}
