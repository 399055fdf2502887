// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with usleep_range() between get_cpu() and put_cpu(),
 * which disable preemption.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/smp.h>

static unsigned int __used sensor_sample_on_this_cpu(unsigned int *per_cpu_reg)
{
	int cpu = get_cpu();
	unsigned int v = per_cpu_reg[cpu];

#ifndef FIXED
	usleep_range(100, 200);
#endif
	put_cpu();
#ifdef FIXED
	usleep_range(100, 200);
#endif
	return v;
}
