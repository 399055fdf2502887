// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls put_cpu() after reading the CPU number with
 * smp_processor_id() instead of get_cpu(): preemption was never disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/smp.h>

static unsigned long __used cpu_counter_add(unsigned long *per_cpu_ctr,
					    unsigned long n)
{
#ifdef FIXED
	int cpu = get_cpu();
#else
	int cpu = raw_smp_processor_id();
#endif
	unsigned long v;

	per_cpu_ctr[cpu] += n;
	v = per_cpu_ctr[cpu];
	put_cpu();
	return v;
}
