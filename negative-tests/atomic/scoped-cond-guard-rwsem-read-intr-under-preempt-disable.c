// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes scoped_cond_guard(rwsem_read_intr, ...) (an interruptible
 * sleeping lock) with preemption disabled by get_cpu(), instead of before
 * get_cpu().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/rwsem.h>
#include <linux/smp.h>

struct cpu_map {
	struct rw_semaphore sem;
	unsigned int owner[8] __guarded_by(&sem);
};

static int __used cpu_map_owner(struct cpu_map *m, unsigned int *owner)
{
	int ret = 0;
	int cpu;

#ifdef FIXED
	scoped_cond_guard(rwsem_read_intr, ret = -EINTR, &m->sem) {
		cpu = get_cpu();
		*owner = m->owner[cpu % 8];
		put_cpu();
	}
#else
	cpu = get_cpu();
	scoped_cond_guard(rwsem_read_intr, ret = -EINTR, &m->sem)
		*owner = m->owner[cpu % 8];
	put_cpu();
#endif
	return ret;
}
