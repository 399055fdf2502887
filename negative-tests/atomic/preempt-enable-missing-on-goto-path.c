// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a goto to the error label jumps past preempt_enable(), leaving
 * preemption disabled on that path.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/percpu.h>
#include <linux/preempt.h>

static DEFINE_PER_CPU(unsigned long, pkt_seq);

static int __used pkt_stamp(unsigned long *seq, bool valid)
{
	int ret = 0;

	preempt_disable();
	if (!valid) {
		ret = -EINVAL;
		goto out;
	}
	*seq = __this_cpu_inc_return(pkt_seq);
#ifndef FIXED
	preempt_enable();
#endif
out:
#ifdef FIXED
	preempt_enable();
#endif
	return ret;
}
