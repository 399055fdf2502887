// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls schedule() inside the scope of guard(preempt), with
 * preemption disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu.h>
#include <linux/preempt.h>
#include <linux/sched.h>

static DEFINE_PER_CPU(unsigned int, poll_budget);

static void __used poll_yield(void)
{
	{
		guard(preempt)();
		__this_cpu_write(poll_budget, 64);
#ifndef FIXED
		schedule();
#endif
	}
#ifdef FIXED
	schedule();
#endif
}
