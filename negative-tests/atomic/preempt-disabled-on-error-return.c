// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an error return leaves preemption disabled (no
 * preempt_enable() before it).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/percpu.h>
#include <linux/preempt.h>

static DEFINE_PER_CPU(unsigned int, fpu_users);

static int __used fpu_begin(unsigned int limit)
{
	preempt_disable();
	if (__this_cpu_read(fpu_users) >= limit) {
#ifdef FIXED
		preempt_enable();
#endif
		return -EBUSY;
	}
	__this_cpu_inc(fpu_users);
	preempt_enable();
	return 0;
}
