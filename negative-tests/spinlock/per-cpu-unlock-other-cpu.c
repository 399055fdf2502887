// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: locks one CPU's instance of a per-CPU lock and unlocks the next
 * CPU's.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu.h>
#include <linux/spinlock.h>

static DEFINE_PER_CPU(raw_spinlock_t, pcp_lock);

static void __used pcp_touch(int cpu)
{
	raw_spin_lock(per_cpu_ptr(&pcp_lock, cpu));
#ifdef FIXED
	raw_spin_unlock(per_cpu_ptr(&pcp_lock, cpu));
#else
	raw_spin_unlock(per_cpu_ptr(&pcp_lock, cpu + 1));
#endif
}
