// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a function annotated __must_hold_ctx(BH_OFF) between
 * preempt_disable() and preempt_enable() instead of with softirqs
 * disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bottom_half.h>
#include <linux/percpu.h>
#include <linux/preempt.h>

static DEFINE_PER_CPU(unsigned long, backlog_len);

static void backlog_drain(void)
	__must_hold_ctx(BH_OFF)
{
	__this_cpu_write(backlog_len, 0);
}

static void __used backlog_reset(void)
{
#ifdef FIXED
	local_bh_disable();
#else
	preempt_disable();
#endif
	backlog_drain();
#ifdef FIXED
	local_bh_enable();
#else
	preempt_enable();
#endif
}
